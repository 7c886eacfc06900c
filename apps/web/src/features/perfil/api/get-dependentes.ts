import { listaDependentesSchema, type Dependente } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /dependentes: the member's current dependants, by name. */
export async function getDependentes({ signal }: { signal?: AbortSignal } = {}): Promise<Dependente[]> {
  const resposta = await apiClient.get<unknown>('/dependentes', { signal });
  return listaDependentesSchema.parse(resposta.data).itens;
}

export const CHAVE_DEPENDENTES = ['usuario', 'dependentes'] as const;

export function dependentesQueryOptions() {
  return queryOptions({ queryKey: CHAVE_DEPENDENTES, queryFn: ({ signal }) => getDependentes({ signal }) });
}

export function useDependentes() {
  return useQuery(dependentesQueryOptions());
}
