import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cadastroRoutes from './cadastro.routes.js';

/** The cadastro module as one plugin (ADR 063). Sign-up and e-mail confirmation. */
const cadastroModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(cadastroRoutes);
};

export default cadastroModulo;
