import { reciboVotoSchema, type ReciboVoto } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

/** POST /votacoes/{id}/voto: one secret vote; the receipt comes only in this answer. */
export async function votar({ votacaoId, opcaoId }: { votacaoId: string; opcaoId: string }): Promise<ReciboVoto> {
  const resposta = await apiClient.post<unknown>(`/votacoes/${encodeURIComponent(votacaoId)}/voto`, { opcaoId });
  return reciboVotoSchema.parse(resposta.data);
}

export function useVotar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: votar, onSettled: () => void queryClient.invalidateQueries({ queryKey: CHAVE_VOTACOES }) });
}
