import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import authRoutes from './auth.routes.js';

/** The auth module as one plugin (ADR 063). Login, the app token, sessions and logout. */
const authModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(authRoutes);
};

export default authModulo;
