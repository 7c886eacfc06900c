import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import ouvidoriaAnonimaJobs from './ouvidoria-anonima.jobs.js';
import ouvidoriaAnonimaRoutes from './ouvidoria-anonima.routes.js';
import requerimentosStaffRoutes from './requerimentos-staff.routes.js';
import { registrarTaxaDeRequerimento } from './requerimentos.financeiro.js';
import requerimentosJobs from './requerimentos.jobs.js';
import requerimentosRoutes from './requerimentos.routes.js';

/**
 * The requerimentos module as one plugin (ADR 063). Requests and the anonymous ombudsman: jobs, the request fee's
 * settlement hook, staff and member routes.
 */
const requerimentosModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(requerimentosJobs);
  await app.register(ouvidoriaAnonimaJobs);
  // A paid fee moves its request on: finance calls this hook when settling a 'taxa_requerimento' título.
  registrarTaxaDeRequerimento();
  await app.register(requerimentosStaffRoutes);
  await app.register(requerimentosRoutes);
  await app.register(ouvidoriaAnonimaRoutes);
};

export default requerimentosModulo;
