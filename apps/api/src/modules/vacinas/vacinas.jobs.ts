import type { FastifyInstance } from 'fastify';
import { expirarReservasVencidas } from './expirar-reservas.js';

/** The vaccines' background work (ADR 014). */
export default async function vacinasJobs(app: FastifyInstance) {
  // Unpaid reservations lapse and their units return: every 5 minutes, and once at start for what lapsed while down.
  app.jobs.registrar({
    nome: 'vacinas.expirar-reservas',
    agenda: { aCadaMinutos: 5 },
    aoIniciar: true,
    async executar(log) {
      await expirarReservasVencidas({ db: app.db, pagamentos: app.pagamentos, log });
    },
  });
}
