import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importacaoRoutes } from '../importacoes/index.js';
import { IMPORTACAO_COMISSOES } from './comissoes.importacao.js';
import comissoesStaffRoutes from './comissoes-staff.routes.js';
import comissoesRoutes from './comissoes.routes.js';

/** The comissoes module as one plugin (ADR 063). Commissions, member and staff routes, and the memberships CSV import screen (ADR 041, 049). */
const comissoesModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(comissoesRoutes);
  await app.register(comissoesStaffRoutes);
  await app.register(importacaoRoutes, IMPORTACAO_COMISSOES);
};

export default comissoesModulo;
