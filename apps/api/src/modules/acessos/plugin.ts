import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import acessosRoutes from './acessos.routes.js';

/** The acessos module as one plugin (ADR 063). Staff permissions. */
const acessosModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(acessosRoutes);
};

export default acessosModulo;
