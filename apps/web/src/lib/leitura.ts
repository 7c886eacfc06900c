/**
 * Guards for the hand-written readers of API answers on the pages that load no zod (ADR 067: lerRespostaAnuidade,
 * lerListaTitulos, lerPaginaRequerimentos). Each reader checks what its page walks through with these.
 */
export type Objeto = Record<string, unknown>;

export const ehObjeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);
export const ehInteiro = (v: unknown): v is number => Number.isInteger(v);
export const ehTexto = (v: unknown): v is string => typeof v === 'string';
export const ehListaDeInteiros = (v: unknown): v is number[] => Array.isArray(v) && v.every(ehInteiro);
