import { dependenteSchema, type DadosDependente, type Dependente } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_DEPENDENTES } from './get-dependentes';
import { CHAVE_HISTORICO_CADASTRAL } from './get-historico-cadastral';

/** PUT /dependentes/:id: the whole record; the server records before and after in the history. */
export async function editarDependente({ id, dados }: { id: string; dados: DadosDependente }): Promise<Dependente> {
  const resposta = await apiClient.put<unknown>(`/dependentes/${encodeURIComponent(id)}`, dados);
  return dependenteSchema.parse(resposta.data);
}

export function useEditarDependente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editarDependente,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CHAVE_DEPENDENTES }),
        queryClient.invalidateQueries({ queryKey: CHAVE_HISTORICO_CADASTRAL }),
      ]),
  });
}
