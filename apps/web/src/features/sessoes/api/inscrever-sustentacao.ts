import { sustentacaoRespostaSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SESSOES_MEMBRO } from './chaves';

/** POST /sessoes/itens/:id/sustentacao-oral: the party's lawyer signs up (until 24 hours before the session). */
export async function inscreverSustentacao(itemId: string): Promise<boolean> {
  const r = await apiClient.post<unknown>(`/sessoes/itens/${encodeURIComponent(itemId)}/sustentacao-oral`);
  return sustentacaoRespostaSchema.parse(r.data).inscrito;
}

export function useInscreverSustentacao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inscreverSustentacao, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_SESSOES_MEMBRO }) });
}
