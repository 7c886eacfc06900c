import { votacoesGuardiaoSchema, type VotacaoGuardiao } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

export const CHAVE_GUARDIAO = [...CHAVE_VOTACOES, 'guardiao'] as const;

/** GET /votacoes-guardiao: the polls where the signed-in user is a guardian, each with my step. */
export async function getVotacoesGuardiao({ signal }: { signal?: AbortSignal } = {}): Promise<VotacaoGuardiao[]> {
  const resposta = await apiClient.get<unknown>('/votacoes-guardiao', {
    signal,
  });
  return votacoesGuardiaoSchema.parse(resposta.data).itens;
}

export function votacoesGuardiaoQueryOptions() {
  return queryOptions({
    queryKey: [...CHAVE_GUARDIAO, 'lista'],
    queryFn: ({ signal }) => getVotacoesGuardiao({ signal }),
  });
}

export function useVotacoesGuardiao() {
  return useQuery(votacoesGuardiaoQueryOptions());
}
