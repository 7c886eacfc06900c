import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import comissoesStaffRoutes from './comissoes-staff.routes.js';
import comissoesRoutes from './comissoes.routes.js';

/** The comissoes module as one plugin (ADR 063). Commissions, member and staff routes. */
const comissoesModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(comissoesRoutes);
  await app.register(comissoesStaffRoutes);
};

export default comissoesModulo;
