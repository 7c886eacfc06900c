import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import registroRoutes from './registro.routes.js';

/** The registro module as one plugin (ADR 063). Sign-up and e-mail confirmation. */
const registroModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(registroRoutes);
};

export default registroModulo;
