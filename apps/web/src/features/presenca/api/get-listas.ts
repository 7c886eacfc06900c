import { listasPresencaSchema, type ListaPresencaResumo } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveListas } from './chaves';

/** GET /area-restrita/presenca/listas: open lists first, then the closed ones. */
export async function getListas({ signal }: { signal?: AbortSignal } = {}): Promise<ListaPresencaResumo[]> {
  const r = await apiClient.get<unknown>('/area-restrita/presenca/listas', { signal });
  return listasPresencaSchema.parse(r.data).itens;
}

/** Asked again every 10 s while a list is open (check-ins come from the members' phones, not from this screen). */
export const listasQueryOptions = () =>
  queryOptions({
    queryKey: chaveListas,
    queryFn: ({ signal }) => getListas({ signal }),
    refetchInterval: (q) => (q.state.data?.some((l) => l.encerradaEm === null) ? 10_000 : false),
  });

export function useListas() {
  return useQuery(listasQueryOptions());
}
