import { sustentacaoRespostaSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SESSOES_MEMBRO } from './chaves';

/** DELETE /sessoes/itens/:id/sustentacao-oral: cancels the lawyer's sign-up. */
export async function cancelarSustentacao(itemId: string): Promise<boolean> {
  const r = await apiClient.delete<unknown>(`/sessoes/itens/${encodeURIComponent(itemId)}/sustentacao-oral`);
  return sustentacaoRespostaSchema.parse(r.data).inscrito;
}

export function useCancelarSustentacao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelarSustentacao, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_SESSOES_MEMBRO }) });
}
