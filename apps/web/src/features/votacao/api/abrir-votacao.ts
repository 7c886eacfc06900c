import { votacaoStaffSchema, type VotacaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

/** POST /votacoes-admin/{id}/abertura. */
export async function abrirVotacao(id: string): Promise<VotacaoStaff> {
  const resposta = await apiClient.post<unknown>(`/votacoes-admin/${encodeURIComponent(id)}/abertura`);
  return votacaoStaffSchema.parse(resposta.data);
}

export function useAbrirVotacao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: abrirVotacao, onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHAVE_VOTACOES }) });
}
