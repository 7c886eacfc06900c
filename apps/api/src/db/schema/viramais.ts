import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { TIPOS_MOVIMENTO_VIRAMAIS } from '@portal/contracts';
import { pessoas } from './pessoas.js';

/**
 * ViraMais credits, one lot per credit (a paid anuidade, a staff adjustment), each with its own expiry. The
 * lot's `saldoCentavos` is what is left of it: a check keeps it between 0 and the lot's value, so no spending
 * race can take a balance below zero (debits lock the lots they take from, oldest expiry first).
 */
export const viramaisLotes = pgTable(
  'viramais_lotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    /** What earned it: 'anuidade' (the payment of the título), 'anuidade_importada' (an imported paid título: ADR 055) or 'ajuste' (staff). */
    origemTipo: varchar('origem_tipo', { length: 20 }).notNull(),
    origemId: uuid('origem_id').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    saldoCentavos: integer('saldo_centavos').notNull(),
    /** Last day it can be spent (São Paulo calendar). */
    validoAte: date('valido_ate', { mode: 'string' }).notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('viramais_lotes_pessoa_idx').on(t.pessoaId, t.validoAte),
    // One credit per thing that earns it: a settlement notification delivered twice credits once.
    uniqueIndex('viramais_lotes_origem_key').on(t.origemTipo, t.origemId),
    check('viramais_lotes_valor', sql`${t.valorCentavos} > 0`),
    check('viramais_lotes_saldo', sql`${t.saldoCentavos} >= 0 AND ${t.saldoCentavos} <= ${t.valorCentavos}`),
  ],
);


/**
 * The append-only ledger: every change of a lot's balance, signed (credito and estorno add, debito, expiracao
 * and reversao take), each paired with its lot and with what it paid for or came from (`referencia*`). Nothing
 * here is ever updated or deleted.
 */
export const viramaisMovimentos = pgTable(
  'viramais_movimentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    loteId: uuid('lote_id')
      .notNull()
      .references(() => viramaisLotes.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 12, enum: TIPOS_MOVIMENTO_VIRAMAIS }).notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    referenciaTipo: varchar('referencia_tipo', { length: 30 }).notNull(),
    referenciaId: uuid('referencia_id').notNull(),
    descricao: varchar('descricao', { length: 200 }).notNull(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('viramais_movimentos_pessoa_idx').on(t.pessoaId, t.em.desc()),
    index('viramais_movimentos_referencia_idx').on(t.referenciaTipo, t.referenciaId),
    check('viramais_movimentos_tipo', sql`${t.tipo} in ('credito', 'debito', 'estorno', 'expiracao', 'reversao')`),
    check(
      'viramais_movimentos_sinal',
      sql`(${t.tipo} in ('credito', 'estorno') AND ${t.valorCentavos} > 0) OR (${t.tipo} in ('debito', 'expiracao', 'reversao') AND ${t.valorCentavos} < 0)`,
    ),
  ],
);

/**
 * What a reversed payment's credits still owe: the part of a taken-back lot that had been spent and that the
 * member's other credits could not cover. The lots' check forbids a negative balance, so the debt is kept here;
 * every later credit or give-back to the member settles it first (as reversao entries on the lot it comes
 * from). `saldoCentavos` is what is still owed.
 */
export const viramaisPendencias = pgTable(
  'viramais_pendencias',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    /** The lot taken back (one pendência per lot at most). */
    loteId: uuid('lote_id')
      .notNull()
      .references(() => viramaisLotes.id, { onDelete: 'cascade' }),
    valorCentavos: integer('valor_centavos').notNull(),
    saldoCentavos: integer('saldo_centavos').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('viramais_pendencias_lote_key').on(t.loteId),
    index('viramais_pendencias_pessoa_idx').on(t.pessoaId),
    check('viramais_pendencias_valor', sql`${t.valorCentavos} > 0`),
    check('viramais_pendencias_saldo', sql`${t.saldoCentavos} >= 0 AND ${t.saldoCentavos} <= ${t.valorCentavos}`),
  ],
);
