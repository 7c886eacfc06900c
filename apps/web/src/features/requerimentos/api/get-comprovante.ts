import { comprovanteSchema, type Comprovante } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_REQUERIMENTOS } from './get-requerimentos';

/** GET /requerimentos/:id/comprovante: the receipt of a sent request (404 for drafts and other members' ids). */
export async function getComprovante(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Comprovante> {
  const resposta = await apiClient.get<unknown>(`/requerimentos/${encodeURIComponent(id)}/comprovante`, { signal });
  return comprovanteSchema.parse(resposta.data);
}

export function comprovanteQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CHAVE_REQUERIMENTOS, 'comprovante', id],
    queryFn: ({ signal }) => getComprovante(id, { signal }),
  });
}

export function useComprovante(id: string) {
  return useQuery(comprovanteQueryOptions(id));
}
