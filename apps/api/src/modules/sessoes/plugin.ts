import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sessoesStaffRoutes from './sessoes-staff.routes.js';
import sessoesRoutes from './sessoes.routes.js';

/** The sessoes module as one plugin (ADR 063). Judgment sessions, member and staff routes. */
const sessoesModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessoesRoutes);
  await app.register(sessoesStaffRoutes);
};

export default sessoesModulo;
