import { removerDependenteResponseSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_DEPENDENTES } from './get-dependentes';
import { CHAVE_HISTORICO_CADASTRAL } from './get-historico-cadastral';

/** DELETE /dependentes/:id: logical removal, recorded in the history. */
export async function removerDependente(id: string): Promise<{ id: string }> {
  const resposta = await apiClient.delete<unknown>(`/dependentes/${encodeURIComponent(id)}`);
  return removerDependenteResponseSchema.parse(resposta.data);
}

export function useRemoverDependente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removerDependente,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CHAVE_DEPENDENTES }),
        queryClient.invalidateQueries({ queryKey: CHAVE_HISTORICO_CADASTRAL }),
      ]),
  });
}
