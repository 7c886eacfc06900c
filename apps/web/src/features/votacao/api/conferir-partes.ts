import { votacaoGuardiaoSchema, type ConferenciaBody, type VotacaoGuardiao } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_GUARDIAO } from './votacoes-guardiao';

/** POST /votacoes-guardiao/{id}/conferencia: the parts sent to me check, or the one from `de` does not. */
export async function conferirPartes({ votacaoId, corpo }: { votacaoId: string; corpo: ConferenciaBody }): Promise<VotacaoGuardiao> {
  const resposta = await apiClient.post<unknown>(`/votacoes-guardiao/${encodeURIComponent(votacaoId)}/conferencia`, corpo);
  return votacaoGuardiaoSchema.parse(resposta.data);
}

export function useConferirPartes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: conferirPartes,
    onSuccess: (v) => {
      queryClient.setQueryData([...CHAVE_GUARDIAO, v.id], v);
      void queryClient.invalidateQueries({ queryKey: CHAVE_GUARDIAO });
    },
  });
}
