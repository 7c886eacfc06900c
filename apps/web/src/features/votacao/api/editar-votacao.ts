import { votacaoStaffSchema, type VotacaoBody, type VotacaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

/** PUT /votacoes-admin/:id: changes a draft (refused once the vote is opened). */
export async function editarVotacao({ id, corpo }: { id: string; corpo: VotacaoBody }): Promise<VotacaoStaff> {
  const resposta = await apiClient.put<unknown>(`/votacoes-admin/${encodeURIComponent(id)}`, corpo);
  return votacaoStaffSchema.parse(resposta.data);
}

export function useEditarVotacao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editarVotacao, onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHAVE_VOTACOES }) });
}
