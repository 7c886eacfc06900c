import { hojeSaoPaulo } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { lancarAnuidadesDoAno } from './lancar-anuidades.js';

/** Finance's background work (ADR 014). */
export default async function financeiroJobs(app: FastifyInstance) {
  // The year's anuidade of every lawyer (ADR 035): daily just after midnight (São Paulo) — on 1 January for
  // everyone, on other days for whoever was inscribed or reinstated since —, and once at start.
  app.jobs.registrar({
    nome: 'financeiro.lancar-anuidades',
    agenda: { cron: '15 0 * * *' },
    aoIniciar: true,
    async executar(log) {
      const n = await lancarAnuidadesDoAno(app.db, hojeSaoPaulo());
      if (n > 0) log.info({ anuidades: n }, 'anuidades do ano lançadas');
    },
  });
}
