import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import anuidadeTabelasStaffRoutes from './anuidade-tabelas-staff.routes.js';
import financeiroJobs from './financeiro.jobs.js';
import financeiroRoutes from './financeiro.routes.js';
import honorariosRoutes from './honorarios.routes.js';
import inadimplenciaRoutes from './inadimplencia.routes.js';
import pagamentosRoutes from './pagamentos.routes.js';

/**
 * The financeiro module as one plugin (ADR 063). Finance: the anuidade job, títulos, payments and webhooks, fees
 * table, anuidade tables, delinquency.
 */
const financeiroModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(financeiroJobs);
  await app.register(financeiroRoutes);
  await app.register(pagamentosRoutes);
  await app.register(honorariosRoutes);
  await app.register(anuidadeTabelasStaffRoutes);
  await app.register(inadimplenciaRoutes);
};

export default financeiroModulo;
