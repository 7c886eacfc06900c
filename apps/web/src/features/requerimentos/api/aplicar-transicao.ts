import { requerimentoStaffSchema, type RequerimentoStaff, type TransicaoBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveRequerimentoStaff } from './get-requerimento-staff';
import { CHAVE_FILA } from './get-fila';

/** POST /area-restrita/requerimentos/:id/transicoes: one staff action (deferir, pedir_diligencia…). */
export async function aplicarTransicao(id: string, corpo: TransicaoBody): Promise<RequerimentoStaff> {
  const resposta = await apiClient.post<unknown>(`/area-restrita/requerimentos/${encodeURIComponent(id)}/transicoes`, corpo);
  return requerimentoStaffSchema.parse(resposta.data);
}

/**
 * Applies the action, then shows the request as the answer has it (no second read: each staff read of a
 * sensitive request is audited) and refreshes the queue.
 */
export function useAplicarTransicao(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: TransicaoBody) => aplicarTransicao(id, corpo),
    onSuccess: (atualizado) => {
      queryClient.setQueryData(chaveRequerimentoStaff(id), atualizado);
      void queryClient.invalidateQueries({ queryKey: CHAVE_FILA });
    },
  });
}
