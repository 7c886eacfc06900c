import { privacidadeResponseSchema, type Privacidade } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** GET /privacidade: the privacy notice in force and the data-protection officer's contact (public). */
export async function getPrivacidade({ signal }: { signal?: AbortSignal } = {}): Promise<Privacidade> {
  const resposta = await apiClient.get<unknown>('/privacidade', { signal });
  return privacidadeResponseSchema.parse(resposta.data);
}

export function privacidadeQueryOptions() {
  return queryOptions({ queryKey: ['privacidade'], queryFn: ({ signal }) => getPrivacidade({ signal }), staleTime: 5 * 60_000 });
}

export function usePrivacidade() {
  return useQuery(privacidadeQueryOptions());
}
