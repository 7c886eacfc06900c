import { requerimentoStaffSchema, type RequerimentoStaff } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Shared by the staff review (area-restrita) and the staff filing flow (requerimentos): one key, one cache entry. */
export const chaveRequerimentoStaff = (id: string) => ['area-restrita', 'requerimento', id] as const;

/** GET /area-restrita/requerimentos/:id: a request as staff see it (requester, data, documents, history, actions). */
export async function getRequerimentoStaff(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<RequerimentoStaff> {
  const resposta = await apiClient.get<unknown>(`/area-restrita/requerimentos/${encodeURIComponent(id)}`, { signal });
  return requerimentoStaffSchema.parse(resposta.data);
}

export function requerimentoStaffQueryOptions(id: string) {
  return queryOptions({
    queryKey: chaveRequerimentoStaff(id),
    queryFn: ({ signal }) => getRequerimentoStaff(id, { signal }),
  });
}

export function useRequerimentoStaff(id: string) {
  return useQuery(requerimentoStaffQueryOptions(id));
}
