import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * Process number counters, one row per year ('AAAA.NNNNNN'). Incremented with INSERT … ON CONFLICT DO UPDATE
 * … RETURNING inside the transaction that registers the process: the row lock serialises concurrent
 * registrations and a rollback gives the number back (modules/processos/processos-staff.repository.ts).
 */
export const processoNumeracao = pgTable('processo_numeracao', {
  ano: integer('ano').primaryKey(),
  ultimo: integer('ultimo').notNull(),
});
