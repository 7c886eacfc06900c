/**
 * The anuidade's values by exercício and seniority bracket, as the section's yearly resolution sets them. It is
 * reviewed once a year: add the new exercício here (docs/decisions/009-finance.md). A year not in the table
 * uses the latest one before it, so the portal keeps charging last year's values until the new resolution is in.
 */
import { aplicarBp, REGRAS_ANUIDADE, ultimoDiaUtilDoMes } from '@portal/contracts';

export const CODIGOS_FAIXA = ['inicial', 'intermediaria', 'plena'] as const;
export type CodigoFaixa = (typeof CODIGOS_FAIXA)[number];

export interface FaixaAnuidade {
  codigo: CodigoFaixa;
  descricao: string;
  valorCentavos: number;
}

interface TabelaDoExercicio {
  /** The full anuidade (bracket 'plena'). */
  plenaCentavos: number;
  /** Early-payment discount on the single payment, until {ano}-03-31 (never above REGRAS_ANUIDADE.descontoMaximoBp). */
  descontoAntecipadoBp: number;
  /**
   * Due date ('MM-DD') of the single payment when the year's resolution sets one; without it, the last business
   * day of April (REGRAS_ANUIDADE.vencimentoMes). Applies only to that exercício.
   */
  vencimentoMesDia?: string;
}

const TABELA: Readonly<Record<number, TabelaDoExercicio>> = {
  2024: { plenaCentavos: 89_800, descontoAntecipadoBp: 1500 },
  2025: { plenaCentavos: 94_000, descontoAntecipadoBp: 1500 },
  2026: { plenaCentavos: 98_500, descontoAntecipadoBp: 1500 },
};

/** Share of the full anuidade each bracket pays (bp): 50 % up to 2 years of inscription, 75 % from 2 to 5, then 100 %. */
const PERCENTUAL_FAIXA: Record<CodigoFaixa, { bp: number; descricao: string }> = {
  inicial: { bp: 5000, descricao: 'Até 2 anos de inscrição (50%)' },
  intermediaria: { bp: 7500, descricao: 'De 2 a 5 anos de inscrição (75%)' },
  plena: { bp: 10_000, descricao: 'Mais de 5 anos de inscrição (100%)' },
};

function tabelaDe(exercicio: number): TabelaDoExercicio {
  const anos = Object.keys(TABELA)
    .map(Number)
    .sort((a, b) => b - a);
  const ano = anos.find((a) => a <= exercicio) ?? anos.at(-1);
  const t = ano === undefined ? undefined : TABELA[ano];
  if (!t) throw new Error('Tabela de anuidades vazia.');
  if (t.descontoAntecipadoBp > REGRAS_ANUIDADE.descontoMaximoBp) throw new Error(`Desconto da anuidade ${ano} acima do máximo.`);
  return t;
}

/** Every bracket of an exercício with its value. */
export function faixasDoExercicio(exercicio: number): FaixaAnuidade[] {
  const t = tabelaDe(exercicio);
  return CODIGOS_FAIXA.map((codigo) => ({
    codigo,
    descricao: PERCENTUAL_FAIXA[codigo].descricao,
    valorCentavos: aplicarBp(t.plenaCentavos, PERCENTUAL_FAIXA[codigo].bp),
  }));
}

/** Whole years from `de` to `ate` ('YYYY-MM-DD'), counting a year only on its anniversary. */
export function anosCompletos(de: string, ate: string): number {
  const [a1, m1, d1] = de.split('-').map(Number) as [number, number, number];
  const [a2, m2, d2] = ate.split('-').map(Number) as [number, number, number];
  const anos = a2 - a1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
  return Math.max(0, anos);
}

/**
 * The bracket of a lawyer in an exercício, by the whole years of (earliest active) inscription completed on the
 * exercício's first day: fewer than 2 → inicial; 2 to 4 → intermediária; 5 or more → plena.
 */
export function faixaDoAdvogado(exercicio: number, dataInscricao: string): FaixaAnuidade {
  const anos = anosCompletos(dataInscricao, `${exercicio}-01-01`);
  const codigo: CodigoFaixa = anos < 2 ? 'inicial' : anos < 5 ? 'intermediaria' : 'plena';
  const faixa = faixasDoExercicio(exercicio).find((f) => f.codigo === codigo);
  if (!faixa) throw new Error(`Faixa ${codigo} ausente.`);
  return faixa;
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
 * The anuidade's due date in an exercício, one rule for every year and for the demo data: the date the year's
 * resolution sets, or else the last business day of April (DOMAIN.md "Anuidade"). Never the day the título happens
 * to be made: a lawyer who first opens /annuity in November owes the anuidade that fell due in April.
 */
export function vencimentoDaAnuidade(exercicio: number): string {
  const proprio = TABELA[exercicio]?.vencimentoMesDia;
  return proprio ? `${exercicio}-${proprio}` : ultimoDiaUtilDoMes(exercicio, REGRAS_ANUIDADE.vencimentoMes);
}

/** Days a lawyer inscribed after the year's due date has to pay that year's anuidade (interpretation, issue 10). */
export const PRAZO_ANUIDADE_NOVO_INSCRITO_DIAS = 30;

/**
 * The due date of a lawyer's anuidade: vencimentoDaAnuidade, or, for someone inscribed so late in the year that
 * it would fall due before they could pay (or before they were a lawyer), PRAZO_ANUIDADE_NOVO_INSCRITO_DIAS
 * after the inscription: nobody owes an anuidade that fell due before they were a lawyer.
 */
export function vencimentoDaAnuidadeDoAdvogado(exercicio: number, dataInscricao?: string): string {
  const regular = vencimentoDaAnuidade(exercicio);
  if (!dataInscricao || dataInscricao.slice(0, 4) !== String(exercicio)) return regular;
  const d = new Date(`${dataInscricao}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + PRAZO_ANUIDADE_NOVO_INSCRITO_DIAS);
  const proprio = d.toISOString().slice(0, 10);
  return proprio > regular ? proprio : regular;
}

/**
 * The single anuidade título of an exercício: the bracket's value, the early-payment discount until 31/03, due on
 * vencimentoDaAnuidade (or later for a lawyer inscribed during the year: vencimentoDaAnuidadeDoAdvogado).
 */
export function condicoesAnuidade(exercicio: number, faixa: FaixaAnuidade, dataInscricao?: string): CondicoesAnuidade {
  const t = tabelaDe(exercicio);
  return {
    valorCentavos: faixa.valorCentavos,
    descontoBp: t.descontoAntecipadoBp,
    descontoCentavos: aplicarBp(faixa.valorCentavos, t.descontoAntecipadoBp),
    descontoAte: `${exercicio}-${REGRAS_ANUIDADE.descontoAteMesDia}`,
    vencimento: vencimentoDaAnuidadeDoAdvogado(exercicio, dataInscricao),
  };
}
