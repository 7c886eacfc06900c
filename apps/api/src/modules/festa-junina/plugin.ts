import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import festaJuninaStaffRoutes from './festa-junina-staff.routes.js';
import festaJuninaJobs from './festa-junina.jobs.js';
import festaJuninaRoutes from './festa-junina.routes.js';
import { registrarIngressosNoFinanceiro } from './festa.financeiro.js';

/**
 * The festa-junina module as one plugin (ADR 063). Festa junina: the reservations job, the tickets' settlement
 * hook, member and staff routes.
 */
const festaJuninaModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(festaJuninaJobs);
  // Paid tickets are issued: finance calls this hook when settling an 'ingresso' título.
  registrarIngressosNoFinanceiro();
  await app.register(festaJuninaRoutes);
  await app.register(festaJuninaStaffRoutes);
};

export default festaJuninaModulo;
