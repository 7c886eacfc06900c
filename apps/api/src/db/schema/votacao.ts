import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { comissoes } from './comissoes.js';
import { pessoas } from './pessoas.js';
import { usuarios } from './usuarios.js';

/**
 * Secret voting (issue 14, ADR 023). An election or poll, its options, the list of voters frozen when it opens
 * (`votacao_eleitores`), the record that a voter voted (`votacao_votantes`), and — in separate tables with
 * nothing that links them to a voter or to each other — the ballots (`votacao_cedulas`) and the receipt codes
 * (`votacao_recibos`). All four writes of a vote happen in one transaction; one vote per voter is the primary
 * key of `votacao_votantes`.
 */
export const votacoes = pgTable(
  'votacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titulo: varchar('titulo', { length: 160 }).notNull(),
    descricao: text('descricao').notNull().default(''),
    tipo: varchar('tipo', { length: 10, enum: ['eleicao', 'enquete'] }).notNull(),
    /** Who may vote: lawyers with a regular inscrição and up to date at the opening, or a commission's members. */
    elegibilidade: varchar('elegibilidade', { length: 20, enum: ['regular_em_dia', 'comissao'] }).notNull(),
    /** The commission whose members vote (set iff elegibilidade is 'comissao': check votacoes_comissao). */
    comissaoId: uuid('comissao_id').references(() => comissoes.id, { onDelete: 'restrict' }),
    abreEm: timestamp('abre_em', { withTimezone: true }).notNull(),
    fechaEm: timestamp('fecha_em', { withTimezone: true }).notNull(),
    /** rascunho (editable) → aberta (list frozen) → encerrada → publicada. */
    status: varchar('status', { length: 12, enum: ['rascunho', 'aberta', 'encerrada', 'publicada'] }).notNull().default('rascunho'),
    /** When the list of voters was frozen (the opening). */
    abertaEm: timestamp('aberta_em', { withTimezone: true }),
    encerradaEm: timestamp('encerrada_em', { withTimezone: true }),
    publicadaEm: timestamp('publicada_em', { withTimezone: true }),
    criadoPor: uuid('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('votacoes_janela', sql`${t.fechaEm} > ${t.abreEm}`),
    check('votacoes_comissao', sql`(${t.elegibilidade} = 'comissao') = (${t.comissaoId} is not null)`),
    index('votacoes_status_idx').on(t.status, t.fechaEm),
  ],
);

export const votacaoOpcoes = pgTable(
  'votacao_opcoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    votacaoId: uuid('votacao_id')
      .notNull()
      .references(() => votacoes.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull(),
    texto: varchar('texto', { length: 200 }).notNull(),
  },
  (t) => [index('votacao_opcoes_votacao_idx').on(t.votacaoId, t.ordem)],
);

/** The voters, frozen when the election opens: who may vote, whatever changes after. */
export const votacaoEleitores = pgTable(
  'votacao_eleitores',
  {
    votacaoId: uuid('votacao_id')
      .notNull()
      .references(() => votacoes.id, { onDelete: 'cascade' }),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.votacaoId, t.pessoaId], name: 'votacao_eleitores_pkey' })],
);

/**
 * That a voter voted (for turnout and "você já votou"): the primary key is the one-vote-per-voter rule, held by
 * the database across requests and instances; the foreign key lets only a listed voter vote.
 */
export const votacaoVotantes = pgTable(
  'votacao_votantes',
  {
    votacaoId: uuid('votacao_id').notNull(),
    pessoaId: uuid('pessoa_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.votacaoId, t.pessoaId], name: 'votacao_votantes_pkey' }),
    foreignKey({ columns: [t.votacaoId, t.pessoaId], foreignColumns: [votacaoEleitores.votacaoId, votacaoEleitores.pessoaId], name: 'votacao_votantes_eleitor_fk' }).onDelete('cascade'),
  ],
);

/**
 * A ballot: which option, nothing else. Random (UUID v4) key, no voter, no time, no sequence: the tally is a
 * count. Rewritten in random order when the election closes (ADR 023: physical order and xmin).
 */
export const votacaoCedulas = pgTable(
  'votacao_cedulas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    votacaoId: uuid('votacao_id')
      .notNull()
      .references(() => votacoes.id, { onDelete: 'cascade' }),
    opcaoId: uuid('opcao_id')
      .notNull()
      .references(() => votacaoOpcoes.id, { onDelete: 'cascade' }),
  },
  (t) => [index('votacao_cedulas_votacao_idx').on(t.votacaoId, t.opcaoId)],
);

/**
 * The receipt codes handed to voters, published after the close: a receipt proves a ballot was counted and
 * says nothing of what it voted (no link to the ballot) nor who holds it.
 */
export const votacaoRecibos = pgTable(
  'votacao_recibos',
  {
    votacaoId: uuid('votacao_id')
      .notNull()
      .references(() => votacoes.id, { onDelete: 'cascade' }),
    codigo: varchar('codigo', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.votacaoId, t.codigo], name: 'votacao_recibos_pkey' })],
);
