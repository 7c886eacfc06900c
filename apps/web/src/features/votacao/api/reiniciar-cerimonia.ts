import { votacaoStaffSchema, type VotacaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

/** POST /votacoes-admin/{id}/cerimonia/reinicio: discards the ceremony's keys and parts and starts it again (before the opening). */
export async function reiniciarCerimonia(id: string): Promise<VotacaoStaff> {
  const resposta = await apiClient.post<unknown>(`/votacoes-admin/${encodeURIComponent(id)}/cerimonia/reinicio`);
  return votacaoStaffSchema.parse(resposta.data);
}

export function useReiniciarCerimonia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reiniciarCerimonia,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHAVE_VOTACOES }),
  });
}
