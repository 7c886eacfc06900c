import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { pessoas } from './pessoas.js';

/** Login account of a person. Permission flags granted are listed; absent flags are false. */
export const usuarios = pgTable(
  'usuarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    senhaHash: text('senha_hash').notNull(),
    permissoes: text('permissoes').array().notNull().default(sql`'{}'::text[]`),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('usuarios_pessoa_key').on(t.pessoaId)],
);
