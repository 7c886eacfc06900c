import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import convitesRoutes from './convites.routes.js';

/** The convites module as one plugin (ADR 063). CEL guest invitations. */
const convitesModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(convitesRoutes);
};

export default convitesModulo;
