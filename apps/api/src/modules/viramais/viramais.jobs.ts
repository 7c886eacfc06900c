import { hojeSaoPaulo } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { expirarViraMais } from './ledger.js';

/** ViraMais's background work (ADR 014). */
export default async function viramaisJobs(app: FastifyInstance) {
  // Credits past their last valid day leave the balance as an expiracao entry: daily just after midnight
  // (São Paulo), and once at start for what expired while the portal was down.
  app.jobs.registrar({
    nome: 'viramais.expirar-creditos',
    agenda: { cron: '5 0 * * *' },
    aoIniciar: true,
    async executar(log) {
      const n = await app.db.transaction((tx) => expirarViraMais(tx, hojeSaoPaulo()));
      if (n > 0) log.info({ lotes: n }, 'créditos ViraMais vencidos');
    },
  });
}
