import { index, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.js';

/**
 * Single-use secrets sent to a person or a browser: e-mail confirmation, password reset, e-mail change,
 * certificate login hand-off, second-factor challenge. Only the sha256 of the secret is stored; `usadoEm`
 * marks it spent; a newer one of the same kind may void the older ones.
 */
export const tokensUsoUnico = pgTable(
  'tokens_uso_unico',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipo: varchar('tipo', {
      length: 30,
      enum: ['confirmar_email', 'redefinir_senha', 'trocar_email', 'login_certificado', 'desafio_2fa'],
    }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    dados: jsonb('dados').$type<Record<string, unknown>>(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('tokens_uso_unico_hash_key').on(t.hash), index('tokens_uso_unico_usuario_idx').on(t.usuarioId, t.tipo)],
);
