import { CABECALHO_CHAVE_ACOMPANHAMENTO } from '@portal/contracts';
import type { OpcoesRequisicao } from '@/lib/http';

/**
 * The anonymous report (301) carries no identity: the client neither fetches nor adds a token for these calls
 * (`semIdentidade`), and drops any Authorization again as the last step before they leave. The follow-up key
 * travels only in a header or a body, never in a URL.
 */
export function configSemIdentidade(chave?: string): OpcoesRequisicao {
  return {
    semIdentidade: true,
    headers: chave ? { [CABECALHO_CHAVE_ACOMPANHAMENTO]: chave } : {},
  };
}
