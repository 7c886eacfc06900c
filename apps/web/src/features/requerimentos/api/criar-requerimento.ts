import { requerimentoDetalheSchema, type RequerimentoDetalhe } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_REQUERIMENTOS, chaveRequerimento } from './chaves';

/** POST /requerimentos: creates the draft (only with valid dados, only when the member is eligible). */
export async function criarRequerimento(body: { codigo: string; dados: Record<string, unknown> }): Promise<RequerimentoDetalhe> {
  const resposta = await apiClient.post<unknown>('/requerimentos', body);
  return requerimentoDetalheSchema.parse(resposta.data);
}

export function useCriarRequerimento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarRequerimento,
    onSuccess: async (r) => {
      queryClient.setQueryData(chaveRequerimento(r.id), r);
      await queryClient.invalidateQueries({ queryKey: CHAVE_REQUERIMENTOS, refetchType: 'none' });
    },
  });
}
