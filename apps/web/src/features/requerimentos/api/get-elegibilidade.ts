import { elegibilidadeSchema, type Elegibilidade } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveElegibilidade } from './chaves';

/** GET /requerimentos/tipos/:codigo/elegibilidade: whether the member may file this type now, why not, and the parent options. */
export async function getElegibilidade(codigo: string, { signal }: { signal?: AbortSignal } = {}): Promise<Elegibilidade> {
  const resposta = await apiClient.get<unknown>(`/requerimentos/tipos/${encodeURIComponent(codigo)}/elegibilidade`, { signal });
  return elegibilidadeSchema.parse(resposta.data);
}

export function elegibilidadeQueryOptions(codigo: string) {
  return queryOptions({
    queryKey: chaveElegibilidade(codigo),
    queryFn: ({ signal }) => getElegibilidade(codigo, { signal }),
    // Eligibility changes with payments and decisions elsewhere: ask again each time the form opens.
    staleTime: 0,
  });
}

export function useElegibilidade(codigo: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...elegibilidadeQueryOptions(codigo), enabled });
}
