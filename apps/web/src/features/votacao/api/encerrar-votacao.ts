import { votacaoStaffSchema, type VotacaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

/** POST /votacoes-admin/{id}/encerramento. */
export async function encerrarVotacao(id: string): Promise<VotacaoStaff> {
  const resposta = await apiClient.post<unknown>(`/votacoes-admin/${encodeURIComponent(id)}/encerramento`);
  return votacaoStaffSchema.parse(resposta.data);
}

export function useEncerrarVotacao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: encerrarVotacao, onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHAVE_VOTACOES }) });
}
