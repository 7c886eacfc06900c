import { votoRegistradoSchema, type VotoRegistrado } from '@portal/contracts';
import type { CedulaCifradaJson } from '@portal/contracts/votacao-cripto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

/** POST /votacoes/{id}/voto: the ballot encrypted in the browser; the confirmation code comes only in this answer. */
export async function votar({ votacaoId, cedula }: { votacaoId: string; cedula: CedulaCifradaJson }): Promise<VotoRegistrado> {
  const resposta = await apiClient.post<unknown>(`/votacoes/${encodeURIComponent(votacaoId)}/voto`, { cedula });
  return votoRegistradoSchema.parse(resposta.data);
}

export function useVotar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: votar,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CHAVE_VOTACOES }),
  });
}
