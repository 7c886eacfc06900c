import { atualizarCadastroResponseSchema, type AtualizarCadastroResponse, type DadosCadastrais } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_CADASTRO } from './get-cadastro';
import { CHAVE_HISTORICO_CADASTRAL } from './get-historico-cadastral';

/** PUT /usuario/cadastro: the server saves only what changed and records each change in the history. */
export async function atualizarCadastro(dados: DadosCadastrais): Promise<AtualizarCadastroResponse> {
  const resposta = await apiClient.put<unknown>('/usuario/cadastro', dados);
  return atualizarCadastroResponseSchema.parse(resposta.data);
}

export function useAtualizarCadastro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarCadastro,
    onSuccess: async (r) => {
      queryClient.setQueryData(CHAVE_CADASTRO, r.cadastro);
      if (r.alterados.length > 0) await queryClient.invalidateQueries({ queryKey: CHAVE_HISTORICO_CADASTRAL });
    },
  });
}
