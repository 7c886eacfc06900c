import { listaPlanosSchema, type Plano } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAVE_FINANCEIRO } from '@/components/pagamento/api/chaves';
import { apiClient } from '@/lib/api-client';

/** GET /financeiro/planos: the member's payment plans (anuidade splits and agreements), with their installments. */
export async function getPlanos({ signal }: { signal?: AbortSignal } = {}): Promise<Plano[]> {
  const resposta = await apiClient.get<unknown>('/financeiro/planos', { signal });
  return listaPlanosSchema.parse(resposta.data).itens;
}

export function planosQueryOptions() {
  return queryOptions({
    queryKey: [...CHAVE_FINANCEIRO, 'planos'],
    queryFn: ({ signal }) => getPlanos({ signal }),
  });
}

export function usePlanos() {
  return useQuery(planosQueryOptions());
}
