import { requerimentoDetalheSchema, type RequerimentoDetalhe } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveRequerimento } from './chaves';

/** GET /requerimentos/:id: one of the member's requests (404 for anyone else's). */
export async function getRequerimento(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<RequerimentoDetalhe> {
  const resposta = await apiClient.get<unknown>(`/requerimentos/${encodeURIComponent(id)}`, { signal });
  return requerimentoDetalheSchema.parse(resposta.data);
}

export function requerimentoQueryOptions(id: string) {
  return queryOptions({ queryKey: chaveRequerimento(id), queryFn: ({ signal }) => getRequerimento(id, { signal }) });
}

export function useRequerimento(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...requerimentoQueryOptions(id), enabled });
}
