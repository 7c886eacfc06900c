import { votacoesMembroSchema, type VotacaoMembro } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const CHAVE_VOTACOES = ['votacoes'] as const;

/** GET /votacoes: the elections past the draft, whether the member may vote and why not. */
export async function getVotacoes({ signal }: { signal?: AbortSignal } = {}): Promise<VotacaoMembro[]> {
  const resposta = await apiClient.get<unknown>('/votacoes', { signal });
  return votacoesMembroSchema.parse(resposta.data).itens;
}

export function votacoesQueryOptions() {
  return queryOptions({ queryKey: [...CHAVE_VOTACOES, 'membro'], queryFn: ({ signal }) => getVotacoes({ signal }) });
}

export function useVotacoes() {
  return useQuery(votacoesQueryOptions());
}
