import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import healthRoutes from './health.routes.js';

/** The health module as one plugin (ADR 063). Liveness and readiness. */
const healthModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
};

export default healthModulo;
