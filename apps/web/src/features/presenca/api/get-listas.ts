import { listasPresencaSchema, type ListaPresencaResumo } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_PRESENCA } from './chaves';

/** GET /area-restrita/presenca/listas: open lists first, then the closed ones. */
export async function getListas({ signal }: { signal?: AbortSignal } = {}): Promise<ListaPresencaResumo[]> {
  const r = await apiClient.get<unknown>('/area-restrita/presenca/listas', { signal });
  return listasPresencaSchema.parse(r.data).itens;
}

export const listasQueryOptions = () => queryOptions({ queryKey: [...CHAVE_PRESENCA, 'listas'], queryFn: ({ signal }) => getListas({ signal }) });

export function useListas() {
  return useQuery(listasQueryOptions());
}
