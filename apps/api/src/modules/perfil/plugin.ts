import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import perfilRoutes from './perfil.routes.js';

/** The perfil module as one plugin (ADR 063). The member's profile. */
const perfilModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(perfilRoutes);
};

export default perfilModulo;
