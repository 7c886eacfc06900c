import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { pessoas } from './pessoas.js';
import { sessoesJulgamento } from './processos.js';
import { usuarios } from './usuarios.js';

/** Commissions (DOMAIN.md "Commissions, attendance, voting and contacts"). */
export const comissoes = pgTable(
  'comissoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: varchar('nome', { length: 150 }).notNull(),
    tipo: varchar('tipo', { length: 12, enum: ['permanente', 'temporaria', 'especial'] }).notNull(),
    finalidade: text('finalidade').notNull().default(''),
    criadoPor: uuid('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('comissoes_tipo', sql`${t.tipo} in ('permanente', 'temporaria', 'especial')`)],
);

/**
 * A membership: one person, one role, one term [inicio, fim] (fim null = open). Overlaps (the same person twice
 * in the commission, or two holders of a singular role at once) are refused under the commission row's lock
 * (ADR 024): every appointment and term change takes it FOR UPDATE before it checks and writes.
 */
export const comissaoMembros = pgTable(
  'comissao_membros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    comissaoId: uuid('comissao_id')
      .notNull()
      .references(() => comissoes.id, { onDelete: 'cascade' }),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    papel: varchar('papel', { length: 16, enum: ['presidente', 'vice_presidente', 'secretario', 'membro'] }).notNull(),
    portaria: varchar('portaria', { length: 200 }).notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    fim: date('fim', { mode: 'string' }),
    criadoPor: uuid('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comissao_membros_comissao_idx').on(t.comissaoId),
    index('comissao_membros_pessoa_idx').on(t.pessoaId),
    // The CSV import's key (ADR 049): commission, person, start of term.
    uniqueIndex('comissao_membros_comissao_pessoa_inicio_key').on(t.comissaoId, t.pessoaId, t.inicio),
    check('comissao_membros_papel', sql`${t.papel} in ('presidente', 'vice_presidente', 'secretario', 'membro')`),
    check('comissao_membros_mandato', sql`${t.fim} is null or ${t.fim} >= ${t.inicio}`),
  ],
);

export const comissaoReunioes = pgTable(
  'comissao_reunioes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    comissaoId: uuid('comissao_id')
      .notNull()
      .references(() => comissoes.id, { onDelete: 'cascade' }),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    local: varchar('local', { length: 200 }).notNull(),
    pauta: text('pauta').notNull().default(''),
    criadoPor: uuid('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comissao_reunioes_comissao_idx').on(t.comissaoId, t.inicio)],
);

/** An attendance list: for one commission meeting or one judgment session (exactly one), at most one list each. */
export const presencaListas = pgTable(
  'presenca_listas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reuniaoId: uuid('reuniao_id').references(() => comissaoReunioes.id, { onDelete: 'cascade' }),
    sessaoId: uuid('sessao_id').references(() => sessoesJulgamento.id, { onDelete: 'cascade' }),
    abertaEm: timestamp('aberta_em', { withTimezone: true }).notNull().defaultNow(),
    encerradaEm: timestamp('encerrada_em', { withTimezone: true }),
    abertaPor: uuid('aberta_por').references(() => usuarios.id, { onDelete: 'set null' }),
    encerradaPor: uuid('encerrada_por').references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('presenca_listas_reuniao_uq').on(t.reuniaoId),
    uniqueIndex('presenca_listas_sessao_uq').on(t.sessaoId),
    check('presenca_listas_origem', sql`(${t.reuniaoId} is null) <> (${t.sessaoId} is null)`),
  ],
);

/** One check-in per person per list (unique index): by the room QR or marked by staff with a reason. */
export const presencaRegistros = pgTable(
  'presenca_registros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listaId: uuid('lista_id')
      .notNull()
      .references(() => presencaListas.id, { onDelete: 'cascade' }),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    forma: varchar('forma', { length: 8, enum: ['qr', 'manual'] }).notNull(),
    motivo: text('motivo'),
    registradoPor: uuid('registrado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    registradoEm: timestamp('registrado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('presenca_registros_lista_pessoa_uq').on(t.listaId, t.pessoaId),
    index('presenca_registros_pessoa_idx').on(t.pessoaId),
    check('presenca_registros_forma', sql`${t.forma} in ('qr', 'manual')`),
    check('presenca_registros_motivo', sql`${t.forma} = 'qr' or ${t.motivo} is not null`),
  ],
);
