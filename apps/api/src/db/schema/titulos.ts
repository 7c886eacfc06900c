import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, timestamp, uniqueIndex, uuid, varchar, bigint } from 'drizzle-orm/pg-core';
import type { ORIGENS_TITULO, STATUS_TITULO } from '@portal/contracts';
import { pessoas } from './pessoas.js';
import { requerimentos } from './requerimentos.js';

export const nufinSeq = pgSequence('titulos_nufin_seq', { startWith: 100001 });

/**
 * A título (Sankhya's nufin): something a member owes. Money in integer centavos. Adimplência is derived from
 * open títulos past their due date. The finance issue adds PIX/boleto data, fines and interest.
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
    /** The request whose fee this is. */
    requerimentoId: uuid('requerimento_id').references(() => requerimentos.id, { onDelete: 'restrict' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('titulos_nufin_key').on(t.nufin),
    index('titulos_pessoa_idx').on(t.pessoaId, t.status, t.vencimento),
    uniqueIndex('titulos_requerimento_key').on(t.requerimentoId),
    check('titulos_valor_positivo', sql`${t.valorCentavos} > 0`),
    check('titulos_desconto', sql`${t.descontoCentavos} >= 0 AND ${t.descontoCentavos} <= ${t.valorCentavos}`),
  ],
);
