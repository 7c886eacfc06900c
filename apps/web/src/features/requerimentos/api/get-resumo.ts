import { resumoRequerimentosSchema, type ResumoRequerimentos } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_REQUERIMENTOS } from './get-requerimentos';

/** GET /requerimentos/resumo: the member's open requests counted by area and by who they wait for (the entity homes). */
export async function getResumoRequerimentos({ signal }: { signal?: AbortSignal } = {}): Promise<ResumoRequerimentos> {
  const resposta = await apiClient.get<unknown>('/requerimentos/resumo', { signal });
  return resumoRequerimentosSchema.parse(resposta.data);
}

/** Under the member's requests key: a change in the request flow invalidates it with the lists. */
export function resumoRequerimentosQueryOptions() {
  return queryOptions({
    queryKey: [...CHAVE_REQUERIMENTOS, 'resumo'],
    queryFn: ({ signal }) => getResumoRequerimentos({ signal }),
    // Several cards read it, mounting one after another as their modules arrive: one fetch serves them all.
    staleTime: 30_000,
  });
}

export function useResumoRequerimentos() {
  return useQuery(resumoRequerimentosQueryOptions());
}
