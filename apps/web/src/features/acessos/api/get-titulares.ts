import { titularesResponseSchema, type TitularesResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_ACESSOS } from './buscar-contas';

/** GET /area-restrita/acessos/titulares: who holds each flag. */
export async function getTitulares({ signal }: { signal?: AbortSignal } = {}): Promise<TitularesResponse> {
  const resposta = await apiClient.get<unknown>('/area-restrita/acessos/titulares', { signal });
  return titularesResponseSchema.parse(resposta.data);
}

export function titularesQueryOptions() {
  return queryOptions({ queryKey: [...CHAVE_ACESSOS, 'titulares'], queryFn: ({ signal }) => getTitulares({ signal }) });
}

export function useTitulares() {
  return useQuery(titularesQueryOptions());
}
