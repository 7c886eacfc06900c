import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importacaoRoutes } from '../importacoes/index.js';
import { IMPORTACAO_TITULOS } from './titulos.importacao.js';
import { registrarCreditoDaAnuidade } from './viramais.financeiro.js';
import viramaisJobs from './viramais.jobs.js';
import viramaisRoutes from './viramais.routes.js';

/**
 * The viramais module as one plugin (ADR 063). ViraMais: the credits' expiry job, the anuidade's settlement hook
 * (credits earned), the statement; the títulos CSV import screen (ADR 041, 055: its engine credits the imported paid anuidades).
 */
const viramaisModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(viramaisJobs);
  // Paying the anuidade earns credits: finance calls this hook when settling (or reversing) an 'anuidade' título.
  registrarCreditoDaAnuidade();
  await app.register(viramaisRoutes);
  await app.register(importacaoRoutes, IMPORTACAO_TITULOS);
};

export default viramaisModulo;
