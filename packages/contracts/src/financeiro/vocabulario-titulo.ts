// A título's closed sets and what a member reads for them, without zod (api.ts builds the schemas from these): the
// pages drawn without zod (ADR 067) import them through `@portal/contracts/sem-zod`.
import type { TituloResumo } from './api.js';

/**
 * 'taxa' and 'outro' are títulos brought by the import of the institution's history (importar-titulos, ADR 043):
 * a fee or another charge of the former system, with no request or sale behind it and no settlement hook.
 */
export const ORIGENS_TITULO = ['anuidade', 'taxa_requerimento', 'vacina', 'ingresso', 'parcela_acordo', 'multa', 'taxa', 'outro'] as const;

/** `situacao` is what the member sees: 'vencido' = open and past due; 'aberto' = open and not yet due. */
export const SITUACOES_TITULO = ['aberto', 'vencido', 'pago', 'renegociado', 'cancelado'] as const;

/** What a member or staff reads for a título's situation: 'vencido' = open and past due (not stored; ADR 009). */
export type SituacaoTitulo = (typeof SITUACOES_TITULO)[number];

export const ROTULO_SITUACAO_TITULO: Record<SituacaoTitulo, string> = {
  aberto: 'Em aberto',
  vencido: 'Vencido',
  pago: 'Pago',
  renegociado: 'Renegociado',
  cancelado: 'Cancelado',
};

export const ROTULO_ORIGEM_TITULO: Record<TituloResumo['origem'], string> = {
  anuidade: 'Anuidade',
  taxa_requerimento: 'Taxa de requerimento',
  vacina: 'Vacina',
  ingresso: 'Ingresso',
  parcela_acordo: 'Parcela de acordo',
  multa: 'Multa',
  taxa: 'Taxa',
  outro: 'Outro',
};

/** The situation shown: an open título past its due date is 'vencido'. */
export function situacaoDoTitulo(t: Pick<TituloResumo, 'status' | 'vencido'>): SituacaoTitulo {
  if (t.status === 'aberto') return t.vencido ? 'vencido' : 'aberto';
  return t.status;
}
