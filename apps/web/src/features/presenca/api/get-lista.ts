import { listaPresencaSchema, type ListaPresenca } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveLista } from './chaves';

/** GET /area-restrita/presenca/listas/:id: one list with who is present (refreshed while open). */
export async function getLista(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ListaPresenca> {
  const r = await apiClient.get<unknown>(`/area-restrita/presenca/listas/${encodeURIComponent(id)}`, { signal });
  return listaPresencaSchema.parse(r.data);
}

export const listaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: chaveLista(id),
    queryFn: ({ signal }) => getLista(id, { signal }),
    refetchInterval: (q) => (q.state.data && q.state.data.encerradaEm === null ? 5_000 : false),
  });

export function useLista(id: string) {
  return useQuery(listaQueryOptions(id));
}
