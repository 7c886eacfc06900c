import { meusConvitesSchema, type MeusConvites } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const CHAVE_CONVITES = ['convites'] as const;

/** GET /convites: my invitations (with their links), each month's quota, and what keeps me from inviting. */
export async function getMeusConvites({ signal }: { signal?: AbortSignal } = {}): Promise<MeusConvites> {
  const resposta = await apiClient.get<unknown>('/convites', { signal });
  return meusConvitesSchema.parse(resposta.data);
}

export function meusConvitesQueryOptions() {
  return queryOptions({ queryKey: [...CHAVE_CONVITES, 'meus'], queryFn: ({ signal }) => getMeusConvites({ signal }) });
}

export function useMeusConvites() {
  return useQuery(meusConvitesQueryOptions());
}
