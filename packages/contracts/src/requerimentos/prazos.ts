import { dataIsoDoCalendario } from '../cadastro.js';
import { formatarDataBr, lerIso, somarDias, somarDiasUteis, somarMeses } from '../calendario.js';
import type { PrazoElegibilidade, TipoRequerimento } from './tipos.js';

// The eligibility deadline of a request type (TipoRequerimento.elegibilidade.prazo), on the shared calendar
// (calendario.ts).

/**
 * The last day (YYYY-MM-DD) a type may be filed, given the date its deadline counts from. For 'prazoPai' the
 * base date is the parent's diligência deadline and is itself the limit. A limit that falls on a weekend or
 * holiday is not moved: filing is online and open every day.
 */
export function limiteDoPrazo(prazo: PrazoElegibilidade, dataBase: string): string {
  lerIso(dataBase);
  if (prazo.desde === 'prazoPai') return dataBase;
  switch (prazo.unidade) {
    case 'dias':
      return somarDias(dataBase, prazo.quantidade);
    case 'diasUteis':
      return somarDiasUteis(dataBase, prazo.quantidade);
    case 'meses':
      return somarMeses(dataBase, prazo.quantidade);
    default: {
      const nunca: never = prazo.unidade;
      return nunca;
    }
  }
}

/** Dates of the parent request: decisao = its decision day (269), prazo = its diligência deadline (273), both YYYY-MM-DD in Brasília. */
export interface DatasPai {
  decisao?: string | null;
  prazo?: string | null;
}

export type ResultadoPrazo = { ok: true; limite: string | null } | { ok: false; limite: string; mensagem: string };

/** The date a type's deadline counts from, or null when it has no deadline or the date is missing/invalid. */
export function dataBaseDoPrazo(tipo: TipoRequerimento, dados: Record<string, unknown>, datasPai?: DatasPai): string | null {
  const prazo = tipo.elegibilidade.prazo;
  if (!prazo) return null;
  let base: unknown;
  if (prazo.desde === 'decisaoPai') base = datasPai?.decisao;
  else if (prazo.desde === 'prazoPai') base = datasPai?.prazo;
  else base = dados[prazo.desde.slice('campo:'.length)];
  return typeof base === 'string' && dataIsoDoCalendario(base) ? base : null;
}

/**
 * Whether `hoje` (YYYY-MM-DD, Brasília — see dataEmSaoPaulo) is still within the type's deadline. The last day
 * is allowed. A type without a deadline, or whose base date is missing (the form schema or the parent check
 * reports that), passes with limite null.
 */
export function verificarPrazo(tipo: TipoRequerimento, dados: Record<string, unknown>, hoje: string, datasPai?: DatasPai): ResultadoPrazo {
  lerIso(hoje);
  const prazo = tipo.elegibilidade.prazo;
  const base = dataBaseDoPrazo(tipo, dados, datasPai);
  if (!prazo || base === null) return { ok: true, limite: null };
  const limite = limiteDoPrazo(prazo, base);
  if (hoje <= limite) return { ok: true, limite };
  const titulo = tipo.titulo.charAt(0).toLowerCase() + tipo.titulo.slice(1);
  return { ok: false, limite, mensagem: `O prazo para pedir ${titulo} terminou em ${formatarDataBr(limite)}.` };
}
