import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importacaoRoutes } from '../importacoes/index.js';
import peticoesStaffRoutes from './peticoes-staff.routes.js';
import peticoesRoutes from './peticoes.routes.js';
import processosStaffRoutes from './processos-staff.routes.js';
import { IMPORTACAO_PROCESSOS } from './processos.importacao.js';
import processosRoutes from './processos.routes.js';

/** The processos module as one plugin (ADR 063). Processes and petitions, member and staff routes, and the processes CSV import screen (ADR 041, 049). */
const processosModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(processosRoutes);
  await app.register(peticoesRoutes);
  await app.register(peticoesStaffRoutes);
  await app.register(processosStaffRoutes);
  await app.register(importacaoRoutes, IMPORTACAO_PROCESSOS);
};

export default processosModulo;
