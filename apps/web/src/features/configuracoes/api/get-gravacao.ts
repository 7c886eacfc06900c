import { gravacaoUsabilidadeSchema, type GravacaoUsabilidade } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /usuario/gravacao: whether the portal records usability sessions, and the member's choice. */
export async function getGravacao({ signal }: { signal?: AbortSignal } = {}): Promise<GravacaoUsabilidade> {
  const r = await apiClient.get<unknown>('/usuario/gravacao', { signal });
  return gravacaoUsabilidadeSchema.parse(r.data);
}

export const CHAVE_GRAVACAO = ['configuracoes', 'gravacao'] as const;

export function gravacaoQueryOptions() {
  return queryOptions({ queryKey: CHAVE_GRAVACAO, queryFn: ({ signal }) => getGravacao({ signal }) });
}

export function useGravacao() {
  return useQuery(gravacaoQueryOptions());
}
