import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import dependentesRoutes from './dependentes.routes.js';

/** The dependentes module as one plugin (ADR 063). The dependants registry. */
const dependentesModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(dependentesRoutes);
};

export default dependentesModulo;
