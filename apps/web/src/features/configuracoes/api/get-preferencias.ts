import { preferenciasNotificacaoSchema, type PreferenciasNotificacao } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /usuario/preferencias: e-mail notification preferences. */
export async function getPreferencias({ signal }: { signal?: AbortSignal } = {}): Promise<PreferenciasNotificacao> {
  const r = await apiClient.get<unknown>('/usuario/preferencias', { signal });
  return preferenciasNotificacaoSchema.parse(r.data);
}

export const CHAVE_PREFERENCIAS = ['configuracoes', 'preferencias'] as const;

export function preferenciasQueryOptions() {
  return queryOptions({ queryKey: CHAVE_PREFERENCIAS, queryFn: ({ signal }) => getPreferencias({ signal }) });
}

export function usePreferencias() {
  return useQuery(preferenciasQueryOptions());
}
