import { meusProcessosSchema, type MeuProcesso } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /processos/meus: the processes where the member is a party or a party's lawyer. */
export async function getMeusProcessos({ signal }: { signal?: AbortSignal } = {}): Promise<MeuProcesso[]> {
  const r = await apiClient.get<unknown>('/processos/meus', { signal });
  return meusProcessosSchema.parse(r.data).itens;
}

export const meusProcessosQueryOptions = () => queryOptions({ queryKey: ['processos', 'meus'] as const, queryFn: ({ signal }) => getMeusProcessos({ signal }) });

export function useMeusProcessos() {
  return useQuery(meusProcessosQueryOptions());
}
