import { processoDetalheSchema, type ProcessoDetalhe } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /processos/:id: the process as this member sees it (404 when it does not exist for them). */
export async function getProcesso(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ProcessoDetalhe> {
  const r = await apiClient.get<unknown>(`/processos/${encodeURIComponent(id)}`, { signal });
  return processoDetalheSchema.parse(r.data);
}

export const processoQueryOptions = (id: string) => queryOptions({ queryKey: ['processos', 'detalhe', id] as const, queryFn: ({ signal }) => getProcesso(id, { signal }) });

export function useProcesso(id: string) {
  return useQuery(processoQueryOptions(id));
}
