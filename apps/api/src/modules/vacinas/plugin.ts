import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import vacinasStaffRoutes from './vacinas-staff.routes.js';
import { registrarCompraDeVacina } from './vacinas.financeiro.js';
import vacinasJobs from './vacinas.jobs.js';
import vacinasRoutes from './vacinas.routes.js';

/**
 * The vacinas module as one plugin (ADR 063). Vaccines: the reservations job, the purchase's settlement hook,
 * member and staff routes.
 */
const vacinasModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(vacinasJobs);
  // A paid título confirms its doses: finance calls this hook when settling a 'vacina' título.
  registrarCompraDeVacina();
  await app.register(vacinasRoutes);
  await app.register(vacinasStaffRoutes);
};

export default vacinasModulo;
