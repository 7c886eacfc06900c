import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import recuperacaoRoutes from './recuperacao.routes.js';

/** The recuperacao-senha module as one plugin (ADR 063). Password recovery. */
const recuperacaoSenhaModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(recuperacaoRoutes);
};

export default recuperacaoSenhaModulo;
