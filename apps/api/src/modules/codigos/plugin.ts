import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import codigosRoutes from './codigos.routes.js';

/** The codigos module as one plugin (ADR 063). Revocation of signed codes. */
const codigosModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(codigosRoutes);
};

export default codigosModulo;
