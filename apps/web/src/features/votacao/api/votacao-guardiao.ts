import { votacaoGuardiaoSchema, type VotacaoGuardiao } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_GUARDIAO } from './votacoes-guardiao';

/** GET /votacoes-guardiao/{id}: one poll as its guardian sees it (404 when I am not its guardian). */
export async function getVotacaoGuardiao(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<VotacaoGuardiao> {
  const resposta = await apiClient.get<unknown>(`/votacoes-guardiao/${encodeURIComponent(id)}`, { signal });
  return votacaoGuardiaoSchema.parse(resposta.data);
}

export function votacaoGuardiaoQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CHAVE_GUARDIAO, id],
    queryFn: ({ signal }) => getVotacaoGuardiao(id, { signal }),
  });
}

/** Polled every few seconds while another guardian's step is awaited. */
export function useVotacaoGuardiao(id: string, intervaloMs: number | false) {
  return useQuery({
    ...votacaoGuardiaoQueryOptions(id),
    refetchInterval: intervaloMs,
  });
}
