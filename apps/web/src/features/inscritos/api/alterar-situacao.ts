import { alterarSituacaoResponseSchema, type AlterarSituacaoBody, type AlterarSituacaoResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_INSCRITOS } from './buscar-inscritos';

/** PUT /area-restrita/inscritos/inscricoes/{id}/situacao: the new situação, with the date it holds from and the reason. */
export async function alterarSituacao({ inscricaoId, corpo }: { inscricaoId: string; corpo: AlterarSituacaoBody }): Promise<AlterarSituacaoResponse> {
  const resposta = await apiClient.put<unknown>(`/area-restrita/inscritos/inscricoes/${encodeURIComponent(inscricaoId)}/situacao`, corpo);
  return alterarSituacaoResponseSchema.parse(resposta.data);
}

export function useAlterarSituacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alterarSituacao,
    onSuccess: (r) => {
      // The person's panel shows the answer at once; the search results show situações: read them again.
      queryClient.setQueryData([...CHAVE_INSCRITOS, 'pessoa', r.inscrito.pessoaId], r.inscrito);
      void queryClient.invalidateQueries({ queryKey: [...CHAVE_INSCRITOS, 'busca'] });
    },
  });
}
