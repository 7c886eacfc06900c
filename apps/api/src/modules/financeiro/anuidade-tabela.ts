/**
 * The anuidade's values by exercício, as the section's yearly resolution sets them (ADR 045): read from the table
 * finance staff maintain (anuidade_tabelas, /area-restrita/financeiro/anuidade), never from code. The newest
 * version of a year is the one in force; a year without a table has no anuidade: nothing bills it (the daily job,
 * /annuity) until staff enter it.
 */
import { aplicarBp, mensagemAnuidadeSemTabela } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { anuidadeTabelas, type FaixaTabelaAnuidade } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { AppError } from '../../lib/app-error.js';

/** A band of the year as /annuity shows it and a título is issued from. */
export interface FaixaAnuidade {
  /** Stable within a table: the band's years ('0-1', '2-4', '5-mais'). */
  codigo: string;
  descricao: string;
  valorCentavos: number;
}

/** The table of an exercício in force: its newest version. */
export interface TabelaDoExercicio {
  id: string;
  exercicio: number;
  versao: number;
  resolucao: string;
  /** Due date of the single payment. */
  vencimento: string;
  descontoBp: number;
  /** Last day of the early-payment discount. */
  descontoAte: string;
  parcelasMaximo: number;
  faixas: FaixaTabelaAnuidade[];
  valorEstagiarioCentavos: number | null;
}

export type LinhaTabelaAnuidade = typeof anuidadeTabelas.$inferSelect;

export function tabelaDeLinha(l: LinhaTabelaAnuidade): TabelaDoExercicio {
  return {
    id: l.id,
    exercicio: l.exercicio,
    versao: l.versao,
    resolucao: l.resolucao,
    vencimento: l.vencimento,
    descontoBp: l.descontoBp,
    descontoAte: l.descontoAte,
    parcelasMaximo: l.parcelasMaximo,
    faixas: l.faixas,
    valorEstagiarioCentavos: l.valorEstagiarioCentavos,
  };
}

/** The table in force for an exercício (its newest version), or null when staff have not entered one. */
export async function tabelaDoExercicio(ex: Executor, exercicio: number): Promise<TabelaDoExercicio | null> {
  const [linha] = await ex.select().from(anuidadeTabelas).where(eq(anuidadeTabelas.exercicio, exercicio)).orderBy(desc(anuidadeTabelas.versao)).limit(1);
  return linha ? tabelaDeLinha(linha) : null;
}

/** 409 for what cannot be done in a year without a table. */
export const semTabela = (exercicio: number) => new AppError('PARCELAMENTO_INDISPONIVEL', mensagemAnuidadeSemTabela(exercicio));

function codigoDaFaixa(f: FaixaTabelaAnuidade): string {
  return `${f.anosDe}-${f.anosAte ?? 'mais'}`;
}

/** Every band of a table with its value. */
export function faixasDaTabela(t: TabelaDoExercicio): FaixaAnuidade[] {
  return t.faixas.map((f) => ({ codigo: codigoDaFaixa(f), descricao: f.descricao, valorCentavos: f.valorCentavos }));
}

/** Whole years from `de` to `ate` ('YYYY-MM-DD'), counting a year only on its anniversary. */
export function anosCompletos(de: string, ate: string): number {
  const [a1, m1, d1] = de.split('-').map(Number) as [number, number, number];
  const [a2, m2, d2] = ate.split('-').map(Number) as [number, number, number];
  const anos = a2 - a1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
  return Math.max(0, anos);
}

/**
 * The band of a lawyer in an exercício, by the whole years of (earliest active) inscription completed on the
 * exercício's first day. The bands of a table are contiguous from 0 years and the last is open-ended (checked when
 * staff enter it), so every lawyer falls in exactly one.
 */
export function faixaDoAdvogado(t: TabelaDoExercicio, dataInscricao: string): FaixaAnuidade {
  const anos = anosCompletos(dataInscricao, `${t.exercicio}-01-01`);
  const faixa = t.faixas.find((f) => f.anosDe <= anos && (f.anosAte === null || anos <= f.anosAte));
  if (!faixa) throw new Error(`Tabela da anuidade ${t.exercicio} sem faixa para ${anos} anos de inscrição.`);
  return { codigo: codigoDaFaixa(faixa), descricao: faixa.descricao, valorCentavos: faixa.valorCentavos };
}

export interface CondicoesAnuidade {
  valorCentavos: number;
  descontoBp: number;
  descontoCentavos: number;
  /** Last day of the early-payment discount. */
  descontoAte: string;
  /** Due date of the single payment. */
  vencimento: string;
}

/**
 * The anuidade's regular due date in an exercício: the date the year's table sets. Never the day the título
 * happens to be made: a lawyer who first opens /annuity in November owes the anuidade that fell due in April.
 */
export function vencimentoDaAnuidade(t: TabelaDoExercicio): string {
  return t.vencimento;
}

/** Days a lawyer inscribed after the year's due date has to pay that year's anuidade (interpretation, issue 10). */
export const PRAZO_ANUIDADE_NOVO_INSCRITO_DIAS = 30;

/**
 * The due date of a lawyer's anuidade: vencimentoDaAnuidade, or, for someone inscribed so late in the year that
 * it would fall due before they could pay (or before they were a lawyer), PRAZO_ANUIDADE_NOVO_INSCRITO_DIAS
 * after the inscription: nobody owes an anuidade that fell due before they were a lawyer.
 */
export function vencimentoDaAnuidadeDoAdvogado(t: TabelaDoExercicio, dataInscricao?: string): string {
  const regular = vencimentoDaAnuidade(t);
  if (!dataInscricao || dataInscricao.slice(0, 4) !== String(t.exercicio)) return regular;
  const d = new Date(`${dataInscricao}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + PRAZO_ANUIDADE_NOVO_INSCRITO_DIAS);
  const proprio = d.toISOString().slice(0, 10);
  return proprio > regular ? proprio : regular;
}

/**
 * The single anuidade título of an exercício: the band's value, the early-payment discount until the table's
 * date, due on vencimentoDaAnuidade (or later for a lawyer inscribed during the year: vencimentoDaAnuidadeDoAdvogado).
 */
export function condicoesAnuidade(t: TabelaDoExercicio, faixa: FaixaAnuidade, dataInscricao?: string): CondicoesAnuidade {
  return {
    valorCentavos: faixa.valorCentavos,
    descontoBp: t.descontoBp,
    descontoCentavos: aplicarBp(faixa.valorCentavos, t.descontoBp),
    descontoAte: t.descontoAte,
    vencimento: vencimentoDaAnuidadeDoAdvogado(t, dataInscricao),
  };
}
