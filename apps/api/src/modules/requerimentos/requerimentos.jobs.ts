import type { FastifyInstance } from 'fastify';
import { arquivarDiligenciasVencidas } from './varrer-diligencias.js';

/** The requests' background work (ADR 014). */
export default async function requerimentosJobs(app: FastifyInstance) {
  // A request whose diligência deadline passed without an answer is archived by the system: hourly, and once
  // at start for what expired while the portal was down.
  app.jobs.registrar({
    nome: 'requerimentos.arquivar-diligencias-vencidas',
    agenda: { aCadaMinutos: 60 },
    aoIniciar: true,
    async executar(log) {
      const n = await arquivarDiligenciasVencidas({ db: app.db, mailer: app.mailer, config: app.config, log });
      if (n > 0) log.info({ arquivados: n }, 'diligências vencidas arquivadas');
    },
  });
}
