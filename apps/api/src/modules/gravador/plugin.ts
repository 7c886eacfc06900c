import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import gravadorRoutes from './gravador.routes.js';

/** The gravador module as one plugin (ADR 063). The usability recorder. */
const gravadorModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(gravadorRoutes);
};

export default gravadorModulo;
