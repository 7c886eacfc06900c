import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import peticoesStaffRoutes from './peticoes-staff.routes.js';
import peticoesRoutes from './peticoes.routes.js';
import processosStaffRoutes from './processos-staff.routes.js';
import processosRoutes from './processos.routes.js';

/** The processos module as one plugin (ADR 063). Processes and petitions, member and staff routes. */
const processosModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(processosRoutes);
  await app.register(peticoesRoutes);
  await app.register(peticoesStaffRoutes);
  await app.register(processosStaffRoutes);
};

export default processosModulo;
