// Formatters that build no zod schema and import nothing that does: the pages drawn without zod (ADR 067) import
// them through `@portal/contracts/sem-zod`; calendario.ts and requerimentos/campos.ts re-export them for the rest.

/** 123456 → 'R$ 1.234,56' */
export function formatarCentavos(centavos: number): string {
  return (centavos / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\u00a0/g, ' ');
}

/** '2026-04-03' → '03/04/2026'. Also accepts a timestamp ('2026-04-03T…'): only its date part is used. Anything else is returned unchanged. */
export function formatarDataBr(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

const FORMATO_SAO_PAULO = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar day (YYYY-MM-DD) of an instant in Brasília (America/Sao_Paulo), whatever the machine's time zone.
 * Use it for "today" in eligibility checks and to turn a decision timestamp into the date deadlines count from.
 */
export function dataEmSaoPaulo(instante: Date | string = new Date()): string {
  const d = typeof instante === 'string' ? new Date(instante) : instante;
  if (Number.isNaN(d.getTime())) throw new RangeError(`Instante inválido: ${String(instante)}`);
  const partes = Object.fromEntries(FORMATO_SAO_PAULO.formatToParts(d).map((p) => [p.type, p.value]));
  return `${partes.year}-${partes.month}-${partes.day}`;
}
