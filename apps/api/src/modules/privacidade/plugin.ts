import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import privacidadeRoutes from './privacidade.routes.js';

/** The privacidade module as one plugin (ADR 063). The LGPD export. */
const privacidadeModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(privacidadeRoutes);
};

export default privacidadeModulo;
