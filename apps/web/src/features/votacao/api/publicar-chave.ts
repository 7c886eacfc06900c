import { votacaoGuardiaoSchema, type VotacaoGuardiao } from '@portal/contracts';
import type { GuardiaoPublicoJson } from '@portal/contracts/votacao-cripto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_GUARDIAO } from './votacoes-guardiao';

/** POST /votacoes-guardiao/{id}/chave: the public part of my key (commitments and Schnorr proofs). */
export async function publicarChave({ votacaoId, corpo }: { votacaoId: string; corpo: GuardiaoPublicoJson }): Promise<VotacaoGuardiao> {
  const resposta = await apiClient.post<unknown>(`/votacoes-guardiao/${encodeURIComponent(votacaoId)}/chave`, corpo);
  return votacaoGuardiaoSchema.parse(resposta.data);
}

export function usePublicarChave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publicarChave,
    onSuccess: (v) => {
      queryClient.setQueryData([...CHAVE_GUARDIAO, v.id], v);
      void queryClient.invalidateQueries({ queryKey: CHAVE_GUARDIAO });
    },
  });
}
