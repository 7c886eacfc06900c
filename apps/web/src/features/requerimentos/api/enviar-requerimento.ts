import { requerimentoDetalheSchema, type RequerimentoDetalhe } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_REQUERIMENTOS, chaveRequerimento } from './chaves';

/** POST /requerimentos/:id/enviar: finalizes the draft (protocol number; the fee's título for fee types). */
export async function enviarRequerimento(id: string): Promise<RequerimentoDetalhe> {
  const resposta = await apiClient.post<unknown>(`/requerimentos/${encodeURIComponent(id)}/enviar`, {});
  return requerimentoDetalheSchema.parse(resposta.data);
}

export function useEnviarRequerimento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviarRequerimento,
    onSuccess: async (r) => {
      queryClient.setQueryData(chaveRequerimento(r.id), r);
      await queryClient.invalidateQueries({ queryKey: CHAVE_REQUERIMENTOS, refetchType: 'none' });
    },
  });
}
