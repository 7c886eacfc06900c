import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import votacaoRoutes from './votacao.routes.js';

/** The votacao module as one plugin (ADR 063). Secret voting. */
const votacaoModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(votacaoRoutes);
};

export default votacaoModulo;
