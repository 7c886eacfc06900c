import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { MEIOS_PAGAMENTO, MOTIVOS_REVISAO, SITUACOES_PAGAMENTO } from '@portal/contracts';
import { titulos } from './titulos.js';
import { usuarios } from './usuarios.js';

/**
 * A charge of a título by PIX (txid) or boleto (nosso número in txid), for the amount due on the day it was
 * made. A título may have many over time (a new one when the amount changes or the QR code expires); the one
 * a notification names is the one that settles it.
 */
export const cobrancas = pgTable(
  'cobrancas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tituloId: uuid('titulo_id')
      .notNull()
      .references(() => titulos.id, { onDelete: 'restrict' }),
    meio: varchar('meio', { length: 6 }).$type<(typeof MEIOS_PAGAMENTO)[number]>().notNull(),
    provedor: varchar('provedor', { length: 10 }).notNull(),
    /** PIX txid (26–35 alphanumerics) or the boleto's nosso número. */
    txid: varchar('txid', { length: 35 }).notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    principalCentavos: bigint('principal_centavos', { mode: 'number' }).notNull(),
    descontoCentavos: bigint('desconto_centavos', { mode: 'number' }).notNull().default(0),
    multaCentavos: bigint('multa_centavos', { mode: 'number' }).notNull().default(0),
    jurosCentavos: bigint('juros_centavos', { mode: 'number' }).notNull().default(0),
    diasAtraso: integer('dias_atraso').notNull().default(0),
    brCode: text('br_code'),
    location: text('location'),
    codigoBarras: varchar('codigo_barras', { length: 44 }),
    linhaDigitavel: varchar('linha_digitavel', { length: 47 }),
    vencimento: date('vencimento'),
    expiraEm: timestamp('expira_em', { withTimezone: true }),
    status: varchar('status', { length: 12 }).$type<'ativa' | 'concluida' | 'substituida' | 'cancelada'>().notNull().default('ativa'),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cobrancas_txid_key').on(t.txid),
    index('cobrancas_titulo_idx').on(t.tituloId, t.meio, t.status),
    check('cobrancas_valor_positivo', sql`${t.valorCentavos} > 0`),
  ],
);

/**
 * Every payment notification received (PIX endToEndId or boleto liquidation id, unique: the same notification
 * twice is one row). 'liquidado' settled its título; 'em_revisao' did not (unknown txid, amount not matching,
 * título no longer open) and waits for staff, who resolve it with a note.
 */
export const pagamentos = pgTable(
  'pagamentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endToEndId: varchar('end_to_end_id', { length: 64 }).notNull(),
    meio: varchar('meio', { length: 6 }).$type<(typeof MEIOS_PAGAMENTO)[number]>().notNull(),
    txid: varchar('txid', { length: 64 }).notNull(),
    cobrancaId: uuid('cobranca_id').references(() => cobrancas.id, { onDelete: 'restrict' }),
    tituloId: uuid('titulo_id').references(() => titulos.id, { onDelete: 'restrict' }),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    pagoEm: timestamp('pago_em', { withTimezone: true }).notNull(),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
    situacao: varchar('situacao', { length: 12 }).$type<(typeof SITUACOES_PAGAMENTO)[number]>().notNull(),
    motivoRevisao: varchar('motivo_revisao', { length: 20 }).$type<(typeof MOTIVOS_REVISAO)[number]>(),
    /** The notification item as received (payer information included), for reconciliation. */
    payload: jsonb('payload'),
    resolucaoObservacao: text('resolucao_observacao'),
    resolvidoPor: uuid('resolvido_por').references(() => usuarios.id, { onDelete: 'restrict' }),
    resolvidoEm: timestamp('resolvido_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pagamentos_e2e_key').on(t.endToEndId),
    index('pagamentos_situacao_idx').on(t.situacao, t.recebidoEm),
    index('pagamentos_titulo_idx').on(t.tituloId),
  ],
);

/** A version of the tabela de honorários, in force from its start date until the next one starts. */
export const honorariosVersoes = pgTable(
  'honorarios_versoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vigenciaInicio: date('vigencia_inicio').notNull(),
    arquivoNome: varchar('arquivo_nome', { length: 200 }).notNull(),
    totalItens: integer('total_itens').notNull(),
    importadaPor: uuid('importada_por').references(() => usuarios.id, { onDelete: 'restrict' }),
    importadaEm: timestamp('importada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('honorarios_versoes_vigencia_key').on(t.vigenciaInicio)],
);

/** One act of a version: a minimum fee as a value (centavos) or a percentage (bp), never both. */
export const honorariosItens = pgTable(
  'honorarios_itens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versaoId: uuid('versao_id')
      .notNull()
      .references(() => honorariosVersoes.id, { onDelete: 'cascade' }),
    area: varchar('area', { length: 80 }).notNull(),
    codigo: varchar('codigo', { length: 20 }).notNull(),
    ato: varchar('ato', { length: 300 }).notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }),
    percentualBp: integer('percentual_bp'),
    observacao: varchar('observacao', { length: 300 }),
    /** area + código + ato in lower case without accents, for the search. */
    busca: text('busca').notNull(),
    ordem: integer('ordem').notNull(),
  },
  (t) => [
    index('honorarios_itens_versao_idx').on(t.versaoId, t.area, t.ordem),
    check('honorarios_itens_valor_ou_percentual', sql`(${t.valorCentavos} IS NULL) <> (${t.percentualBp} IS NULL)`),
  ],
);

/** One band of a yearly anuidade table: whole years of inscrição completed on 1 January (anosAte null: and more). */
export interface FaixaTabelaAnuidade {
  anosDe: number;
  anosAte: number | null;
  valorCentavos: number;
  descricao: string;
}

/**
 * A version of an exercício's anuidade table (ADR 045). Never updated: a change is a new version, and the latest
 * version of a year is the one in force for the títulos issued from then on.
 */
export const anuidadeTabelas = pgTable(
  'anuidade_tabelas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    exercicio: integer('exercicio').notNull(),
    versao: integer('versao').notNull(),
    resolucao: varchar('resolucao', { length: 80 }).notNull(),
    vencimento: date('vencimento').notNull(),
    descontoBp: integer('desconto_bp').notNull(),
    descontoAte: date('desconto_ate').notNull(),
    parcelasMaximo: integer('parcelas_maximo').notNull(),
    faixas: jsonb('faixas').$type<FaixaTabelaAnuidade[]>().notNull(),
    valorEstagiarioCentavos: bigint('valor_estagiario_centavos', { mode: 'number' }),
    criadaPor: uuid('criada_por').references(() => usuarios.id, { onDelete: 'restrict' }),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('anuidade_tabelas_versao_key').on(t.exercicio, t.versao),
    check('anuidade_tabelas_exercicio_faixa', sql`${t.exercicio} BETWEEN 2000 AND 2100`),
    check('anuidade_tabelas_versao_positiva', sql`${t.versao} >= 1`),
    check('anuidade_tabelas_desconto_faixa', sql`${t.descontoBp} BETWEEN 0 AND 2000`),
    check('anuidade_tabelas_desconto_antes', sql`${t.descontoAte} < ${t.vencimento}`),
    check('anuidade_tabelas_parcelas_faixa', sql`${t.parcelasMaximo} BETWEEN 1 AND 12`),
    check('anuidade_tabelas_estagiario_positivo', sql`${t.valorEstagiarioCentavos} IS NULL OR ${t.valorEstagiarioCentavos} > 0`),
    check('anuidade_tabelas_faixas_lista', sql`jsonb_typeof(${t.faixas}) = 'array' AND jsonb_array_length(${t.faixas}) >= 1`),
  ],
);
