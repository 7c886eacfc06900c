import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { dependentes } from './dependentes.js';
import { pessoas } from './pessoas.js';
import { usuarios } from './usuarios.js';

/**
 * CASAG vaccine campaigns. The stock left is held on the row (`estoque`, never below zero by a check); a
 * purchase locks the row (FOR UPDATE), counts the household's doses and takes its units under that one lock,
 * so two buyers never sell the same unit and a household never passes its cap.
 */
export const vacinasCampanhas = pgTable(
  'vacinas_campanhas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vacina: varchar('vacina', { length: 120 }).notNull(),
    descricao: text('descricao').notNull().default(''),
    vendaInicio: date('venda_inicio', { mode: 'string' }).notNull(),
    vendaFim: date('venda_fim', { mode: 'string' }).notNull(),
    aplicacaoInicio: date('aplicacao_inicio', { mode: 'string' }).notNull(),
    aplicacaoFim: date('aplicacao_fim', { mode: 'string' }).notNull(),
    locais: jsonb('locais').$type<string[]>().notNull(),
    /** Units left to sell. */
    estoque: integer('estoque').notNull(),
    gratuita: boolean('gratuita').notNull().default(false),
    precoAdimplenteCentavos: integer('preco_adimplente_centavos').notNull(),
    precoOutrosCentavos: integer('preco_outros_centavos').notNull(),
    /** Doses a member's household may hold in the campaign (DOMAIN: 4 by default). */
    limiteFamilia: integer('limite_familia').notNull().default(4),
    encerradaEm: timestamp('encerrada_em', { withTimezone: true }),
    criadoPor: uuid('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vacinas_campanhas_estoque', sql`${t.estoque} >= 0`),
    check('vacinas_campanhas_precos', sql`${t.precoAdimplenteCentavos} >= 0 AND ${t.precoOutrosCentavos} >= ${t.precoAdimplenteCentavos}`),
    check('vacinas_campanhas_limite', sql`${t.limiteFamilia} BETWEEN 1 AND 20`),
    check('vacinas_campanhas_datas', sql`${t.vendaFim} >= ${t.vendaInicio} AND ${t.aplicacaoFim} >= ${t.aplicacaoInicio}`),
  ],
);

export const STATUS_COMPRA_VACINA_DB = ['reservada', 'paga', 'expirada', 'cancelada'] as const;

/** One purchase: the doses bought together, their título (what ViraMais did not pay) and its status. */
export const vacinasCompras = pgTable(
  'vacinas_compras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campanhaId: uuid('campanha_id')
      .notNull()
      .references(() => vacinasCampanhas.id, { onDelete: 'restrict' }),
    /** The member who bought (the household). */
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12, enum: STATUS_COMPRA_VACINA_DB }).notNull(),
    precoUnitarioCentavos: integer('preco_unitario_centavos').notNull(),
    totalCentavos: integer('total_centavos').notNull(),
    viramaisCentavos: integer('viramais_centavos').notNull().default(0),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    pagaEm: timestamp('paga_em', { withTimezone: true }),
    encerradaEm: timestamp('encerrada_em', { withTimezone: true }),
  },
  (t) => [
    index('vacinas_compras_pessoa_idx').on(t.pessoaId, t.criadaEm.desc()),
    index('vacinas_compras_reservadas_idx').on(t.criadaEm).where(sql`${t.status} = 'reservada'`),
    check('vacinas_compras_status', sql`${t.status} in ('reservada', 'paga', 'expirada', 'cancelada')`),
    check('vacinas_compras_valores', sql`${t.totalCentavos} >= 0 AND ${t.viramaisCentavos} >= 0 AND ${t.viramaisCentavos} <= ${t.totalCentavos}`),
  ],
);

export const STATUS_DOSE_DB = ['reservada', 'paga', 'aplicada', 'expirada', 'cancelada'] as const;

/** The predicate of `vacinas_doses_cpf_key` (a purchase's ON CONFLICT names it to meet that index). */
export const DOSE_CPF_VIVA = sql`pessoa_cpf IS NOT NULL AND status in ('reservada', 'paga', 'aplicada')`;

/**
 * One dose for one person (the member or one of their dependants). `pessoaChave` names the person in the
 * household ('p:<pessoa>' or 'd:<dependente>') and `pessoaCpf` the person herself (the member's CPF, or the
 * dependant's when the registry has one): two partial unique indexes keep one live dose (reservada, paga or
 * aplicada) per person per campaign, within the household and across households (a child listed by both
 * parents, a member listed as another member's dependant). A dose is applied once: the application is a conditional update
 * (status 'paga' → 'aplicada') that only one of two racing staff can make.
 */
export const vacinasDoses = pgTable(
  'vacinas_doses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    compraId: uuid('compra_id')
      .notNull()
      .references(() => vacinasCompras.id, { onDelete: 'cascade' }),
    campanhaId: uuid('campanha_id')
      .notNull()
      .references(() => vacinasCampanhas.id, { onDelete: 'restrict' }),
    /** The household (buyer). */
    membroId: uuid('membro_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    dependenteId: uuid('dependente_id').references(() => dependentes.id, { onDelete: 'restrict' }),
    pessoaChave: varchar('pessoa_chave', { length: 40 }).notNull(),
    pessoaNome: varchar('pessoa_nome', { length: 150 }).notNull(),
    /** The person's CPF (11 digits) when known: null for a dependant registered without one. */
    pessoaCpf: varchar('pessoa_cpf', { length: 11 }),
    status: varchar('status', { length: 12, enum: STATUS_DOSE_DB }).notNull(),
    /** The short code staff can type (10 Crockford base32 characters). */
    codigoCurto: varchar('codigo_curto', { length: 10 }).notNull(),
    aplicadaEm: timestamp('aplicada_em', { withTimezone: true }),
    aplicadaPor: uuid('aplicada_por').references(() => usuarios.id, { onDelete: 'set null' }),
    aplicadaLocal: varchar('aplicada_local', { length: 200 }),
  },
  (t) => [
    index('vacinas_doses_compra_idx').on(t.compraId),
    index('vacinas_doses_familia_idx').on(t.campanhaId, t.membroId),
    uniqueIndex('vacinas_doses_codigo_curto_key').on(t.codigoCurto),
    uniqueIndex('vacinas_doses_pessoa_key').on(t.campanhaId, t.pessoaChave).where(sql`${t.status} in ('reservada', 'paga', 'aplicada')`),
    uniqueIndex('vacinas_doses_cpf_key').on(t.campanhaId, t.pessoaCpf).where(DOSE_CPF_VIVA),
    check('vacinas_doses_status', sql`${t.status} in ('reservada', 'paga', 'aplicada', 'expirada', 'cancelada')`),
    check('vacinas_doses_aplicada', sql`(${t.status} = 'aplicada') = (${t.aplicadaEm} IS NOT NULL)`),
  ],
);
