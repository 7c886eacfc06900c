import { index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.js';

/**
 * A signed-in session. The refresh token lives only in an httpOnly cookie; here only its sha256.
 * It rotates on every use; the previous hash is kept briefly so two tabs refreshing at once are not
 * taken for token theft (a reuse after the grace period revokes the session).
 */
export const sessoes = pgTable(
  'sessoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    refreshHash: varchar('refresh_hash', { length: 64 }).notNull(),
    refreshAnteriorHash: varchar('refresh_anterior_hash', { length: 64 }),
    rotacionadoEm: timestamp('rotacionado_em', { withTimezone: true }),
    metodo: varchar('metodo', { length: 30 }).notNull(),
    ip: varchar('ip', { length: 45 }),
    userAgent: varchar('user_agent', { length: 300 }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    ultimoUsoEm: timestamp('ultimo_uso_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessoes_refresh_hash_key').on(t.refreshHash),
    index('sessoes_refresh_anterior_idx').on(t.refreshAnteriorHash),
    index('sessoes_usuario_idx').on(t.usuarioId),
  ],
);
