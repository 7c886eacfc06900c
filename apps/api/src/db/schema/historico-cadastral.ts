import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { pessoas } from './pessoas.js';
import { usuarios } from './usuarios.js';

/** Every change to a person's registration data, shown to the member: field, before, after, who, when. */
export const historicoCadastral = pgTable(
  'historico_cadastral',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    campo: varchar('campo', { length: 40 }).notNull(),
    valorAnterior: text('valor_anterior'),
    valorNovo: text('valor_novo'),
    alteradoPor: uuid('alterado_por').references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [index('historico_cadastral_pessoa_idx').on(t.pessoaId, t.em.desc())],
);
