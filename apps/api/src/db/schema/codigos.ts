import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Signed codes (vaccine vouchers, party tickets, guest invitations) that no longer hold: a cancelled one, or
 * a version replaced by a new code (holder changed). Gates download this list with the public key
 * (GET /wsapp/codigos/chave-publica) to refuse them offline.
 */
export const codigosRevogados = pgTable(
  'codigos_revogados',
  {
    tipo: varchar('tipo', { length: 1 }).notNull(),
    id: uuid('id').notNull(),
    versao: integer('versao').notNull(),
    motivo: varchar('motivo', { length: 20, enum: ['cancelado', 'substituido', 'expirado'] }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tipo, t.id, t.versao] }),
    check('codigos_revogados_tipo', sql`${t.tipo} in ('V', 'I', 'C')`),
    check('codigos_revogados_motivo', sql`${t.motivo} in ('cancelado', 'substituido', 'expirado')`),
  ],
);
