import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar, bigint } from 'drizzle-orm/pg-core';
import type { MEIOS_PAGAMENTO, ORIGENS_TITULO, STATUS_TITULO } from '@portal/contracts';
import { planos } from './planos.js';
import { pessoas } from './pessoas.js';

export const nufinSeq = pgSequence('titulos_nufin_seq', { startWith: 100001 });

/**
 * A título (Sankhya's nufin): something a member owes. Money in integer centavos. Adimplência is derived from
 * open títulos past their due date ('vencido' is shown, not stored: an open título past its due date). Fine and
 * monthly interest are fixed on the título when it is made (basis points); the charges (PIX/boleto) live in
 * cobrancas, the notifications in pagamentos.
 */
export const titulos = pgTable(
  'titulos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nufin: bigint('nufin', { mode: 'number' })
      .notNull()
      .default(sql`nextval('titulos_nufin_seq')`),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'restrict' }),
    origem: varchar('origem', { length: 20 }).$type<(typeof ORIGENS_TITULO)[number]>().notNull(),
    descricao: varchar('descricao', { length: 200 }).notNull(),
    exercicio: integer('exercicio'),
    vencimento: date('vencimento').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    descontoCentavos: integer('desconto_centavos').notNull().default(0),
    status: varchar('status', { length: 15 }).$type<(typeof STATUS_TITULO)[number]>().notNull().default('aberto'),
    pagoEm: timestamp('pago_em', { withTimezone: true }),
    /**
     * What this título charges for, in the area that made it: a kind ('requerimento', later 'vacina',
     * 'ingresso'…) and that thing's id. Both or neither (anuidade, agreements, fines have none). No foreign key:
     * the kind says which table; the area that emitted the título keeps the thing while the título exists.
     */
    referenciaTipo: text('referencia_tipo'),
    referenciaId: uuid('referencia_id'),
    /** Last day the discount holds (anuidade: early payment until the end of March); null = until the due date. */
    descontoAte: date('desconto_ate'),
    multaBp: integer('multa_bp').notNull().default(200),
    jurosMensalBp: integer('juros_mensal_bp').notNull().default(100),
    /** The plan this título is an installment of, and which one (0 = an agreement's entry). */
    planoId: uuid('plano_id').references(() => planos.id, { onDelete: 'restrict' }),
    parcela: smallint('parcela'),
    /** The plan that replaced this título (status renegociado). */
    renegociadoEmPlanoId: uuid('renegociado_em_plano_id').references(() => planos.id, { onDelete: 'restrict' }),
    valorPagoCentavos: bigint('valor_pago_centavos', { mode: 'number' }),
    meioPagamento: varchar('meio_pagamento', { length: 6 }).$type<(typeof MEIOS_PAGAMENTO)[number]>(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The título's id in the former system, for one brought by the import of the institution's history
     * (importar-titulos, ADR 043): the import's key, so a re-run finds it. null for the portal's own títulos.
     */
    idExterno: varchar('id_externo', { length: 100 }),
  },
  (t) => [
    uniqueIndex('titulos_nufin_key').on(t.nufin),
    uniqueIndex('titulos_id_externo_key').on(t.idExterno),
    index('titulos_pessoa_idx').on(t.pessoaId, t.status, t.vencimento),
    // One título per reference (a request has one fee), and the lookup by reference (cancelarTitulosDe).
    uniqueIndex('titulos_referencia_key').on(t.referenciaTipo, t.referenciaId).where(sql`referencia_id IS NOT NULL`),
    index('titulos_plano_idx').on(t.planoId, t.parcela),
    // One yearly anuidade per member (its installments carry plano_id).
    uniqueIndex('titulos_anuidade_exercicio_key')
      .on(t.pessoaId, t.exercicio)
      .where(sql`origem = 'anuidade' AND plano_id IS NULL`),
    // The defaulters list: open debts past due, by due date.
    // (value and exercício included: the list is read from the index alone.)
    index('titulos_inadimplencia_idx')
      .on(t.vencimento, t.pessoaId, t.valorCentavos, t.exercicio)
      .where(sql`status = 'aberto' AND origem IN ('anuidade', 'parcela_acordo', 'multa')`),
    index('titulos_renegociado_idx').on(t.renegociadoEmPlanoId).where(sql`renegociado_em_plano_id IS NOT NULL`),
    check('titulos_encargos', sql`${t.multaBp} BETWEEN 0 AND 2000 AND ${t.jurosMensalBp} BETWEEN 0 AND 1000`),
    check('titulos_referencia', sql`(${t.referenciaTipo} IS NULL) = (${t.referenciaId} IS NULL)`),
    check('titulos_valor_positivo', sql`${t.valorCentavos} > 0`),
    check('titulos_desconto', sql`${t.descontoCentavos} >= 0 AND ${t.descontoCentavos} <= ${t.valorCentavos}`),
  ],
);
