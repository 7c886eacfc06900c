import { hojeSaoPaulo, mensagemSemTabelaAnuidade } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { lancarAnuidadesDoAno } from './lancar-anuidades.js';

/** Finance's background work (ADR 014). */
export default async function financeiroJobs(app: FastifyInstance) {
  // The year's anuidade of every lawyer (ADR 035): daily just after midnight (São Paulo) — on 1 January for
  // everyone, on other days for whoever was inscribed or reinstated since —, and once at start. A year without a
  // table (ADR 045) is not billed: the job says so in the log, and the staff finance screens show the same warning.
  app.jobs.registrar({
    nome: 'financeiro.lancar-anuidades',
    agenda: { cron: '15 0 * * *' },
    aoIniciar: true,
    async executar(log) {
      const hoje = hojeSaoPaulo();
      const n = await lancarAnuidadesDoAno(app.db, hoje);
      if (n === null) log.warn({ exercicio: Number(hoje.slice(0, 4)) }, mensagemSemTabelaAnuidade(Number(hoje.slice(0, 4))));
      else if (n > 0) log.info({ anuidades: n }, 'anuidades do ano lançadas');
    },
  });
}
