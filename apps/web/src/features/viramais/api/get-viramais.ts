import { viramaisSchema, type ViraMais } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CHAVE_FINANCEIRO } from '@/components/pagamento/api/chaves';
import { apiClient } from '@/lib/api-client';

/** GET /viramais: balance, what expires when, one page of the statement (newest first) and the rule. */
export async function getViraMais({ pagina, signal }: { pagina: number; signal?: AbortSignal }): Promise<ViraMais> {
  const resposta = await apiClient.get<unknown>('/viramais', { params: { pagina }, signal });
  return viramaisSchema.parse(resposta.data);
}

// Under the finance key: paying the anuidade (which earns credits) refreshes it with the títulos.
export function viramaisQueryOptions(pagina = 1) {
  return queryOptions({
    queryKey: [...CHAVE_FINANCEIRO, 'viramais', pagina],
    queryFn: ({ signal }) => getViraMais({ pagina, signal }),
  });
}

export function useViraMais(pagina = 1) {
  return useQuery({ ...viramaisQueryOptions(pagina), placeholderData: keepPreviousData });
}
