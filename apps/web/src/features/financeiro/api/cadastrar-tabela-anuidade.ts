import { tabelaAnuidadeSchema, type NovaTabelaAnuidade, type TabelaAnuidade } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_TABELAS_ANUIDADE } from './listar-tabelas-anuidade';

/** POST /area-restrita/financeiro/anuidade/tabelas: a year's table, or a new version of it (never an update). */
export async function cadastrarTabelaAnuidade(tabela: NovaTabelaAnuidade): Promise<TabelaAnuidade> {
  const resposta = await apiClient.post<unknown>('/area-restrita/financeiro/anuidade/tabelas', tabela);
  return tabelaAnuidadeSchema.parse(resposta.data);
}

export function useCadastrarTabelaAnuidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cadastrarTabelaAnuidade,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_TABELAS_ANUIDADE }),
  });
}
