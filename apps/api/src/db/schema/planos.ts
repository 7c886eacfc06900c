import { sql } from 'drizzle-orm';
import { bigint, check, index, pgSequence, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { STATUS_PLANO, TIPOS_PLANO } from '@portal/contracts';
import { pessoas } from './pessoas.js';

export const planoNumeroSeq = pgSequence('planos_numero_seq', { startWith: 5001 });

/**
 * An installment plan: this year's anuidade split (parcelamento_anuidade) or a negotiation of overdue títulos
 * (negociacao, with the debt confession term the member accepted: its text, hash, time and IP). Its
 * installments are títulos with plano_id; the títulos it replaced have renegociado_em_plano_id.
 */
export const planos = pgTable(
  'planos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numero: bigint('numero', { mode: 'number' })
      .notNull()
      .default(sql`nextval('planos_numero_seq')`),
    pessoaId: uuid('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'restrict' }),
    tipo: varchar('tipo', { length: 25 }).$type<(typeof TIPOS_PLANO)[number]>().notNull(),
    status: varchar('status', { length: 10 }).$type<(typeof STATUS_PLANO)[number]>().notNull().default('ativo'),
    parcelas: smallint('parcelas').notNull(),
    principalCentavos: bigint('principal_centavos', { mode: 'number' }).notNull(),
    multaCentavos: bigint('multa_centavos', { mode: 'number' }).notNull().default(0),
    jurosCentavos: bigint('juros_centavos', { mode: 'number' }).notNull().default(0),
    descontoCentavos: bigint('desconto_centavos', { mode: 'number' }).notNull().default(0),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull(),
    entradaCentavos: bigint('entrada_centavos', { mode: 'number' }).notNull().default(0),
    termoVersao: varchar('termo_versao', { length: 20 }),
    termoTexto: text('termo_texto'),
    termoSha256: varchar('termo_sha256', { length: 64 }),
    termoAceitoEm: timestamp('termo_aceito_em', { withTimezone: true }),
    termoIp: varchar('termo_ip', { length: 45 }),
    termoUserAgent: varchar('termo_user_agent', { length: 300 }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('planos_numero_key').on(t.numero),
    index('planos_pessoa_idx').on(t.pessoaId, t.criadoEm),
    check('planos_parcelas', sql`${t.parcelas} BETWEEN 1 AND 24`),
    check(
      'planos_termo_negociacao',
      sql`${t.tipo} <> 'negociacao' OR (${t.termoTexto} IS NOT NULL AND ${t.termoAceitoEm} IS NOT NULL AND ${t.termoIp} IS NOT NULL)`,
    ),
  ],
);
