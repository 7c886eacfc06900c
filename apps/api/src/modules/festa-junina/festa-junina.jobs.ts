import type { FastifyInstance } from 'fastify';
import { expirarReservas } from './expirar-reservas.js';

/** The festa junina's background work (ADR 014): unpaid reservations expire and their units return. */
export default async function festaJuninaJobs(app: FastifyInstance) {
  app.jobs.registrar({
    nome: 'festa-junina.expirar-reservas',
    agenda: { aCadaMinutos: 5 },
    aoIniciar: true,
    async executar(log) {
      const n = await expirarReservas({ db: app.db, pagamentos: app.pagamentos, log });
      if (n > 0) log.info({ expiradas: n }, 'reservas de ingressos expiradas');
    },
  });
}
