import { segundoFatorStatusSchema, type SegundoFatorStatus } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /usuario/2fa: whether the second factor is on, required, and how many recovery codes remain. */
export async function getSegundoFator({ signal }: { signal?: AbortSignal } = {}): Promise<SegundoFatorStatus> {
  const r = await apiClient.get<unknown>('/usuario/2fa', { signal });
  return segundoFatorStatusSchema.parse(r.data);
}

export const CHAVE_SEGUNDO_FATOR = ['configuracoes', 'segundo-fator'] as const;

export function segundoFatorQueryOptions() {
  return queryOptions({ queryKey: CHAVE_SEGUNDO_FATOR, queryFn: ({ signal }) => getSegundoFator({ signal }) });
}

export function useSegundoFator() {
  return useQuery(segundoFatorQueryOptions());
}
