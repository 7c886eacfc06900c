import { votacaoStaffSchema, type VotacaoBody, type VotacaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

/** POST /votacoes-admin: a new election or poll (a draft until it is opened). */
export async function criarVotacao(corpo: VotacaoBody): Promise<VotacaoStaff> {
  const resposta = await apiClient.post<unknown>('/votacoes-admin', corpo);
  return votacaoStaffSchema.parse(resposta.data);
}

export function useCriarVotacao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: criarVotacao, onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHAVE_VOTACOES }) });
}
