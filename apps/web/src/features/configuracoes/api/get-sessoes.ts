import { sessoesResponseSchema, type SessaoAtiva } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /usuario/sessoes: the user's live sessions, the current one marked. */
export async function getSessoes({ signal }: { signal?: AbortSignal } = {}): Promise<SessaoAtiva[]> {
  const r = await apiClient.get<unknown>('/usuario/sessoes', { signal });
  return sessoesResponseSchema.parse(r.data).itens;
}

export const CHAVE_SESSOES = ['configuracoes', 'sessoes'] as const;

export function sessoesQueryOptions() {
  return queryOptions({ queryKey: CHAVE_SESSOES, queryFn: ({ signal }) => getSessoes({ signal }) });
}

export function useSessoes() {
  return useQuery(sessoesQueryOptions());
}
