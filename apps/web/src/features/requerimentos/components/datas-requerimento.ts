import { dataEmSaoPaulo, formatarDataBr } from '@portal/contracts/sem-zod';

/**
 * Deadlines of a request (YYYY-MM-DD calendar days) against today in Brasília. Showing a date-only value is
 * formatarDataBr and "today" is dataEmSaoPaulo (@portal/contracts); timestamps are formatarDataHora (@/lib/datas).
 */

/** Whole days from today (Brasília) to a YYYY-MM-DD date: 0 today, negative once past. */
export function diasAte(iso: string, agora: Date = new Date()): number {
  const dia = (s: string) => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));
  return Math.round((dia(iso) - dia(dataEmSaoPaulo(agora))) / 86_400_000);
}

/** 'Responda até 20/05/2026 (faltam 3 dias).' and the like, for an open diligência. */
export function descreverPrazoDiligencia(prazo: string, agora: Date = new Date()): { texto: string; urgente: boolean } {
  const dias = diasAte(prazo, agora);
  const data = formatarDataBr(prazo);
  if (dias < 0) return { texto: `O prazo para responder terminou em ${data}.`, urgente: true };
  if (dias === 0) return { texto: `Responda até hoje, ${data}.`, urgente: true };
  if (dias === 1) return { texto: `Responda até ${data} (falta 1 dia).`, urgente: true };
  return { texto: `Responda até ${data} (faltam ${dias} dias).`, urgente: dias <= 3 };
}
