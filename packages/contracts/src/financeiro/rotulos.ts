import { ORIGENS_DIVIDA, type TituloResumo } from './api.js';

export { ROTULO_ORIGEM_TITULO, ROTULO_SITUACAO_TITULO, situacaoDoTitulo, type SituacaoTitulo } from './vocabulario-titulo.js';

/**
 * Whether an overdue título can go into a negotiation, for screens that only have the summary (pendências): open,
 * past due and a debt to the OAB. The same rule as the API's `acoes` ('negociar'); the API checks again.
 */
export function podeNegociar(t: Pick<TituloResumo, 'status' | 'vencido' | 'origem'>): boolean {
  return t.status === 'aberto' && t.vencido && (ORIGENS_DIVIDA as readonly string[]).includes(t.origem);
}
