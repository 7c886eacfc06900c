import { requerimentoDetalheSchema, type RequerimentoDetalhe } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_REQUERIMENTOS, chaveRequerimento } from './chaves';

/** PUT /requerimentos/:id: replaces a draft's dados (409 once it was sent). */
export async function atualizarRequerimento({ id, dados }: { id: string; dados: Record<string, unknown> }): Promise<RequerimentoDetalhe> {
  const resposta = await apiClient.put<unknown>(`/requerimentos/${encodeURIComponent(id)}`, { dados });
  return requerimentoDetalheSchema.parse(resposta.data);
}

export function useAtualizarRequerimento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarRequerimento,
    onSuccess: async (r) => {
      queryClient.setQueryData(chaveRequerimento(r.id), r);
      await queryClient.invalidateQueries({ queryKey: CHAVE_REQUERIMENTOS, refetchType: 'none' });
    },
  });
}
