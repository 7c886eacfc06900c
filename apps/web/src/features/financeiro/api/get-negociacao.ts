import { respostaNegociacaoSchema, type RespostaNegociacao } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO } from '@/components/pagamento/api/chaves';

/**
 * GET /financeiro/negociacao/:nufin: the member's overdue debt títulos that can go into an agreement (with today's
 * amounts), the rules and the term's version; the state 'nao_negociavel' with the reason when the título is not
 * an open overdue debt (a normal answer, not an error). 404 for a título that is not the member's.
 */
export async function getNegociacao(nufin: number, { signal }: { signal?: AbortSignal } = {}): Promise<RespostaNegociacao> {
  const resposta = await apiClient.get<unknown>(`/financeiro/negociacao/${encodeURIComponent(String(nufin))}`, { signal });
  return respostaNegociacaoSchema.parse(resposta.data);
}

export function negociacaoQueryOptions(nufin: number) {
  return queryOptions({
    queryKey: [...CHAVE_FINANCEIRO, 'negociacao', nufin],
    queryFn: ({ signal }) => getNegociacao(nufin, { signal }),
  });
}

export function useNegociacao(nufin: number) {
  return useQuery(negociacaoQueryOptions(nufin));
}
