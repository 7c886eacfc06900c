import { pendenciasSchema, type Pendencias } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_REQUERIMENTOS } from './get-requerimentos';

/** GET /requerimentos/pendencias: drafts, diligências, requests waiting for payment and open títulos. */
export async function getPendencias({ signal }: { signal?: AbortSignal } = {}): Promise<Pendencias> {
  const resposta = await apiClient.get<unknown>('/requerimentos/pendencias', { signal });
  return pendenciasSchema.parse(resposta.data);
}

export function pendenciasQueryOptions() {
  return queryOptions({ queryKey: [...CHAVE_REQUERIMENTOS, 'pendencias'], queryFn: ({ signal }) => getPendencias({ signal }) });
}

export function usePendencias() {
  return useQuery(pendenciasQueryOptions());
}
