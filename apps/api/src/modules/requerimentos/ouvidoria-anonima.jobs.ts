import type { FastifyInstance } from 'fastify';
import { purgarRascunhosAnonimos } from './purgar-rascunhos.js';

/** The anonymous report's background work (ADR 014). */
export default async function ouvidoriaAnonimaJobs(app: FastifyInstance) {
  // Unsent anonymous drafts older than DIAS_RASCUNHO_ANONIMO days go, with their files: hourly, and once at start.
  app.jobs.registrar({
    nome: 'ouvidoria-anonima.purgar-rascunhos',
    agenda: { aCadaMinutos: 60 },
    aoIniciar: true,
    async executar(log) {
      const n = await purgarRascunhosAnonimos({ db: app.db, armazenamento: app.armazenamento, log });
      if (n > 0) log.info({ removidos: n }, 'rascunhos de denúncia anônima não enviados removidos');
    },
  });
}
