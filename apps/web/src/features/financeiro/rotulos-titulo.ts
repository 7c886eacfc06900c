import type { ORIGENS_TITULO as ORIGENS, SITUACOES_TITULO as SITUACOES, SituacaoTitulo, TituloResumo } from '@portal/contracts';

/**
 * What a member reads for a título's situation and origin, and the situation shown: the contracts' own
 * (financeiro/rotulos.ts), copied for the pages that load no zod (ADR 067), since that module imports the finance
 * schemas. rotulos-titulo.test.ts holds them equal; the types make the keys the contracts' closed sets.
 */

/** The situations a member filters by, in the contracts' order. */
export const SITUACOES_TITULO = ['aberto', 'vencido', 'pago', 'renegociado', 'cancelado'] as const satisfies typeof SITUACOES;

/** The títulos' origins, in the contracts' order. */
export const ORIGENS_TITULO = ['anuidade', 'taxa_requerimento', 'vacina', 'ingresso', 'parcela_acordo', 'multa', 'taxa', 'outro'] as const satisfies typeof ORIGENS;

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
