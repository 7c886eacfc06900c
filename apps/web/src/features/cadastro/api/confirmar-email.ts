import { respostaMensagemSchema, type RespostaMensagem } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /pessoa/confirmar-email: spends the e-mailed link (single use). */
export async function confirmarEmail(token: string): Promise<RespostaMensagem> {
  const resposta = await apiClient.post<unknown>('/pessoa/confirmar-email', { token });
  return respostaMensagemSchema.parse(resposta.data);
}

/**
 * A query, not a mutation: the page confirms once when it opens, and the cache makes sure a second render
 * (React's strict mode, a remount) does not spend the link twice.
 */
export function confirmarEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['cadastro', 'confirmar-email', token],
    queryFn: () => confirmarEmail(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useConfirmarEmail(token: string) {
  return useQuery(confirmarEmailQueryOptions(token));
}
