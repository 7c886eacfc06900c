import { codigoPresencaSchema, type CodigoPresenca } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveLista } from './chaves';

/** GET /area-restrita/presenca/listas/:id/codigo: the room QR's current code (it changes every 30 s). */
export async function getCodigo(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<CodigoPresenca> {
  const r = await apiClient.get<unknown>(`/area-restrita/presenca/listas/${encodeURIComponent(id)}/codigo`, { signal });
  return codigoPresencaSchema.parse(r.data);
}

/** Asked again when the code is due to change (and every 5 s at most, in case the clock drifts). */
export const codigoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...chaveLista(id), 'codigo'],
    queryFn: ({ signal }) => getCodigo(id, { signal }),
    refetchInterval: (q) => (q.state.data ? Math.min(5_000, Math.max(500, Date.parse(q.state.data.trocaEm) - Date.now() + 200)) : 5_000),
  });

export function useCodigo(id: string) {
  return useQuery(codigoQueryOptions(id));
}
