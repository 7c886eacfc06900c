import { votacaoStaffSchema, type VotacaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

/** POST /votacoes-admin/{id}/cerimonia: starts the guardians' key ceremony (freezes the draft). */
export async function iniciarCerimonia(id: string): Promise<VotacaoStaff> {
  const resposta = await apiClient.post<unknown>(`/votacoes-admin/${encodeURIComponent(id)}/cerimonia`);
  return votacaoStaffSchema.parse(resposta.data);
}

export function useIniciarCerimonia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: iniciarCerimonia,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHAVE_VOTACOES }),
  });
}
