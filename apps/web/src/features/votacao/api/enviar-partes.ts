import { votacaoGuardiaoSchema, type VotacaoGuardiao } from '@portal/contracts';
import type { ParteCifradaJson } from '@portal/contracts/votacao-cripto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_GUARDIAO } from './votacoes-guardiao';

/** POST /votacoes-guardiao/{id}/partes: one encrypted part to each other guardian. */
export async function enviarPartes({ votacaoId, corpo }: { votacaoId: string; corpo: { partes: ParteCifradaJson[] } }): Promise<VotacaoGuardiao> {
  const resposta = await apiClient.post<unknown>(`/votacoes-guardiao/${encodeURIComponent(votacaoId)}/partes`, corpo);
  return votacaoGuardiaoSchema.parse(resposta.data);
}

export function useEnviarPartes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviarPartes,
    onSuccess: (v) => {
      queryClient.setQueryData([...CHAVE_GUARDIAO, v.id], v);
      void queryClient.invalidateQueries({ queryKey: CHAVE_GUARDIAO });
    },
  });
}
