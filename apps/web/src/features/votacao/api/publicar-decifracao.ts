import { votacaoGuardiaoSchema, type VotacaoGuardiao } from '@portal/contracts';
import type { DecifracaoParcialJson } from '@portal/contracts/votacao-cripto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_GUARDIAO } from './votacoes-guardiao';

/** POST /votacoes-guardiao/{id}/decifracao: my partial decryption of each option's encrypted sum, with proofs. */
export async function publicarDecifracao({ votacaoId, corpo }: { votacaoId: string; corpo: { parciais: DecifracaoParcialJson[] } }): Promise<VotacaoGuardiao> {
  const resposta = await apiClient.post<unknown>(`/votacoes-guardiao/${encodeURIComponent(votacaoId)}/decifracao`, corpo);
  return votacaoGuardiaoSchema.parse(resposta.data);
}

export function usePublicarDecifracao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publicarDecifracao,
    onSuccess: (v) => {
      queryClient.setQueryData([...CHAVE_GUARDIAO, v.id], v);
      void queryClient.invalidateQueries({ queryKey: CHAVE_GUARDIAO });
    },
  });
}
