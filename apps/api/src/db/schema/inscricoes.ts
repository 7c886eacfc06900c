import { date, pgTable, timestamp, uniqueIndex, uuid, varchar, index } from 'drizzle-orm/pg-core';
import { pessoas } from './pessoas.js';

/** A lawyer's registration at the bar (número + UF). A person with one is a lawyer (isAdvogado). */
export const inscricoes = pgTable(
  'inscricoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    numero: varchar('numero', { length: 7 }).notNull(),
    uf: varchar('uf', { length: 2 }).notNull(),
    tipo: varchar('tipo', { length: 20, enum: ['principal', 'suplementar', 'estagiario'] }).notNull(),
    situacao: varchar('situacao', {
      length: 20,
      enum: ['regular', 'suspenso', 'licenciado', 'cancelado', 'impedido', 'falecido'],
    }).notNull(),
    dataInscricao: date('data_inscricao').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inscricoes_numero_uf_key').on(t.numero, t.uf), index('inscricoes_pessoa_idx').on(t.pessoaId)],
);
