import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import presencaStaffRoutes from './presenca-staff.routes.js';
import presencaRoutes from './presenca.routes.js';

/** The presenca module as one plugin (ADR 063). Attendance lists, member and staff routes. */
const presencaModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(presencaRoutes);
  await app.register(presencaStaffRoutes);
};

export default presencaModulo;
