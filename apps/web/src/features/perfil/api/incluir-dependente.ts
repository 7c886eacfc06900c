import { dependenteSchema, type DadosDependente, type Dependente } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_DEPENDENTES } from './get-dependentes';
import { CHAVE_HISTORICO_CADASTRAL } from './get-historico-cadastral';

/** POST /dependentes: the server records the inclusion in the history. */
export async function incluirDependente(dados: DadosDependente): Promise<Dependente> {
  const resposta = await apiClient.post<unknown>('/dependentes', dados);
  return dependenteSchema.parse(resposta.data);
}

export function useIncluirDependente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: incluirDependente,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CHAVE_DEPENDENTES }),
        queryClient.invalidateQueries({ queryKey: CHAVE_HISTORICO_CADASTRAL }),
      ]),
  });
}
