import { votacaoStaffSchema, type VotacaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

/** POST /votacoes-admin/{id}/publicacao. */
export async function publicarVotacao(id: string): Promise<VotacaoStaff> {
  const resposta = await apiClient.post<unknown>(`/votacoes-admin/${encodeURIComponent(id)}/publicacao`);
  return votacaoStaffSchema.parse(resposta.data);
}

export function usePublicarVotacao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publicarVotacao, onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHAVE_VOTACOES }) });
}
