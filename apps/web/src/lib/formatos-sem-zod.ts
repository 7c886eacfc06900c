/**
 * Three formatters of packages/contracts, the same code, for the pages that load no zod (ADR 067). In the contracts
 * they live in modules that also build zod schemas at load (formatarCentavos in requerimentos/campos.ts;
 * formatarDataBr and dataEmSaoPaulo in calendario.ts, which imports cadastro.ts): importing one of them brings those
 * modules, and zod, into the page. formatos-sem-zod.test.ts holds each equal to the contracts' own. When the contracts
 * keep them in modules without schemas, these copies go.
 */

/** 123456 → 'R$ 1.234,56' (contracts' formatarCentavos). */
export function formatarCentavos(centavos: number): string {
  return (centavos / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\u00a0/g, ' ');
}

/** '2026-04-03' → '03/04/2026'; a timestamp's date part; anything else unchanged (contracts' formatarDataBr). */
export function formatarDataBr(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

const FORMATO_SAO_PAULO = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) of an instant in Brasília (contracts' dataEmSaoPaulo). */
export function dataEmSaoPaulo(instante: Date | string = new Date()): string {
  const d = typeof instante === 'string' ? new Date(instante) : instante;
  if (Number.isNaN(d.getTime())) throw new RangeError(`Instante inválido: ${String(instante)}`);
  const partes = Object.fromEntries(FORMATO_SAO_PAULO.formatToParts(d).map((p) => [p.type, p.value]));
  return `${partes.year}-${partes.month}-${partes.day}`;
}
