import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { comissoes } from './comissoes.js';
import { pessoas } from './pessoas.js';
import { usuarios } from './usuarios.js';

/**
 * Secret voting (issue 14, ADR 023; encrypted ballots, issue 36, ADR 058 and 059). An election or poll, its options,
 * its guardians and their ceremony (`votacao_guardioes`, `votacao_partes`), the list of voters frozen when it opens
 * (`votacao_eleitores`), the record that a voter voted (`votacao_votantes`, its primary key one vote per voter), the
 * encrypted ballots in their chain (`votacao_cedulas`), the guardians' partial decryptions of the tally
 * (`votacao_decifracoes`) and the counts (`votacao_contagens`). Nothing here decrypts a ballot: the guardians' secrets
 * never reach the server, and the shares they exchange are encrypted to the receiver's key.
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
    /** rascunho (editable) → cerimonia (frozen; keys) → aberta (list frozen) → encerrada → apurada (counts) → publicada. */
    status: varchar('status', { length: 12, enum: ['rascunho', 'cerimonia', 'aberta', 'encerrada', 'apurada', 'publicada'] }).notNull().default('rascunho'),
    /** How many options a ballot selects. */
    minimo: integer('minimo').notNull().default(1),
    maximo: integer('maximo').notNull().default(1),
    /** How many guardians decrypt the tally. */
    quorum: integer('quorum').notNull().default(2),
    /** K and H_E in hex, set when the ceremony completes. */
    chaveConjunta: varchar('chave_conjunta', { length: 64 }),
    hashEstendido: varchar('hash_estendido', { length: 64 }),
    cerimoniaConcluidaEm: timestamp('cerimonia_concluida_em', { withTimezone: true }),
    /** A complaint stopped the ceremony: guardian `por` found the part from `contra` wrong. */
    reclamacaoPor: integer('reclamacao_por'),
    reclamacaoContra: integer('reclamacao_contra'),
    /** The chain's head: ballots chained so far and the last code (read and written under this row's lock). */
    cedulasEncadeadas: integer('cedulas_encadeadas').notNull().default(0),
    ultimoCodigo: varchar('ultimo_codigo', { length: 64 }),
    apuradaEm: timestamp('apurada_em', { withTimezone: true }),
    /** A poll from before the encrypted ballot (ADR 059): counts frozen, no record. */
    legado: boolean('legado').notNull().default(false),
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
    check('votacoes_escolhas', sql`${t.minimo} >= 0 AND ${t.maximo} >= 1 AND ${t.minimo} <= ${t.maximo}`),
    check('votacoes_quorum', sql`${t.quorum} >= 2`),
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

/** The guardians of a poll, in ceremony order: their public commitments and proof (GuardiaoPublicoJson) once published. */
export const votacaoGuardioes = pgTable(
  'votacao_guardioes',
  {
    votacaoId: uuid('votacao_id')
      .notNull()
      .references(() => votacoes.id, { onDelete: 'cascade' }),
    indice: integer('indice').notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'restrict' }),
    publico: jsonb('publico'),
    /** When this guardian confirmed that the parts received check against the senders' commitments. */
    conferiuEm: timestamp('conferiu_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.votacaoId, t.indice], name: 'votacao_guardioes_pkey' }),
    uniqueIndex('votacao_guardioes_usuario_key').on(t.votacaoId, t.usuarioId),
    index('votacao_guardioes_usuario_idx').on(t.usuarioId),
    check('votacao_guardioes_indice', sql`${t.indice} BETWEEN 1 AND 15`),
  ],
);

/** P_de(para), encrypted to the receiver's key K_para,0 (ParteCifradaJson): only the receiver can open it. */
export const votacaoPartes = pgTable(
  'votacao_partes',
  {
    votacaoId: uuid('votacao_id')
      .notNull()
      .references(() => votacoes.id, { onDelete: 'cascade' }),
    de: integer('de').notNull(),
    para: integer('para').notNull(),
    parte: jsonb('parte').notNull(),
  },
  (t) => [primaryKey({ columns: [t.votacaoId, t.de, t.para], name: 'votacao_partes_pkey' }), check('votacao_partes_outro', sql`${t.de} <> ${t.para}`)],
);

/**
 * A ballot: one ciphertext per option with its proofs (CedulaCifradaJson, jsonb), its place in the poll's chain and
 * its confirmation code. No option, no voter, no time.
 */
export const votacaoCedulas = pgTable(
  'votacao_cedulas',
  {
    votacaoId: uuid('votacao_id')
      .notNull()
      .references(() => votacoes.id, { onDelete: 'cascade' }),
    sequencia: integer('sequencia').notNull(),
    codigo: varchar('codigo', { length: 64 }).notNull(),
    cedula: jsonb('cedula').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.votacaoId, t.sequencia], name: 'votacao_cedulas_pkey' }),
    uniqueIndex('votacao_cedulas_codigo_key').on(t.votacaoId, t.codigo),
    check('votacao_cedulas_sequencia', sql`${t.sequencia} >= 1`),
  ],
);

/** A guardian's partial decryptions of the tally, one per option in option order, each with its proof. */
export const votacaoDecifracoes = pgTable(
  'votacao_decifracoes',
  {
    votacaoId: uuid('votacao_id')
      .notNull()
      .references(() => votacoes.id, { onDelete: 'cascade' }),
    guardiao: integer('guardiao').notNull(),
    parciais: jsonb('parciais').notNull(),
  },
  (t) => [primaryKey({ columns: [t.votacaoId, t.guardiao], name: 'votacao_decifracoes_pkey' })],
);

/** The counts per option: found by the guardians' quorum (or, for a legacy poll, its frozen plaintext tally). */
export const votacaoContagens = pgTable(
  'votacao_contagens',
  {
    votacaoId: uuid('votacao_id')
      .notNull()
      .references(() => votacoes.id, { onDelete: 'cascade' }),
    opcaoId: uuid('opcao_id')
      .notNull()
      .references(() => votacaoOpcoes.id, { onDelete: 'cascade' }),
    votos: integer('votos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.votacaoId, t.opcaoId], name: 'votacao_contagens_pkey' }), check('votacao_contagens_votos', sql`${t.votos} >= 0`)],
);
