import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import contatosRoutes from './contatos.routes.js';

/** The contatos module as one plugin (ADR 063). Contacts. */
const contatosModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(contatosRoutes);
};

export default contatosModulo;
