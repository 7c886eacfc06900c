import { ORIGENS_DIVIDA, type SITUACOES_TITULO, type TituloResumo } from './api.js';

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

/**
 * Whether an overdue título can go into a negotiation, for screens that only have the summary (pendências): open,
 * past due and a debt to the OAB. The same rule as the API's `acoes` ('negociar'); the API checks again.
 */
export function podeNegociar(t: Pick<TituloResumo, 'status' | 'vencido' | 'origem'>): boolean {
  return t.status === 'aberto' && t.vencido && (ORIGENS_DIVIDA as readonly string[]).includes(t.origem);
}
