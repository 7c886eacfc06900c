import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.js';

/** Second-factor recovery codes: sha256 only, each usable once. */
export const codigosRecuperacao = pgTable(
  'codigos_recuperacao',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    hash: varchar('hash', { length: 64 }).notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [index('codigos_recuperacao_usuario_idx').on(t.usuarioId)],
);
