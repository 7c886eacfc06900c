import { listaPresencaSchema, type ListaPresenca, type ListaPresencaResumo } from '@portal/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api-client';
import { chaveLista, chaveListas } from './chaves';

/** GET /area-restrita/presenca/listas/:id: one list with who is present (refreshed while open). */
export async function getLista(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ListaPresenca> {
  const r = await apiClient.get<unknown>(`/area-restrita/presenca/listas/${encodeURIComponent(id)}`, { signal });
  return listaPresencaSchema.parse(r.data);
}

/** While open, the detail is asked again every 5 s; the room screen (`{ sala: true }`) every 2 s, so its count keeps up. */
export const listaQueryOptions = (id: string, { sala = false }: { sala?: boolean } = {}) =>
  queryOptions({
    queryKey: chaveLista(id),
    queryFn: ({ signal }) => getLista(id, { signal }),
    refetchInterval: (q) => (q.state.data && q.state.data.encerradaEm === null ? (sala ? 2_000 : 5_000) : false),
  });

/**
 * One list. Each answer also rewrites that list's line in the summary (GET …/listas), so the summary's "N presentes"
 * and the detail's count come from the same answer instead of a summary fetched before the last check-ins.
 */
export function useLista(id: string, opcoes: { sala?: boolean } = {}) {
  const consulta = useQuery(listaQueryOptions(id, opcoes));
  const queryClient = useQueryClient();
  const l = consulta.data;
  useEffect(() => {
    if (!l) return;
    queryClient.setQueryData<ListaPresencaResumo[]>(chaveListas, (itens) =>
      itens?.map((x) => (x.id === l.id && (x.presentes !== l.registros.length || x.encerradaEm !== l.encerradaEm) ? { ...x, presentes: l.registros.length, encerradaEm: l.encerradaEm } : x)),
    );
  }, [l, queryClient]);
  return consulta;
}
