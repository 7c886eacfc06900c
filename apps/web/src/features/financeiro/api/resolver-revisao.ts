import { pagamentoRevisaoSchema, type PagamentoRevisao } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO_STAFF } from './chaves';

/** POST /area-restrita/financeiro/revisao/:id/resolver: staff record what they did about it (audited). */
export async function resolverRevisao({ id, observacao }: { id: string; observacao: string }): Promise<PagamentoRevisao> {
  const resposta = await apiClient.post<unknown>(`/area-restrita/financeiro/revisao/${encodeURIComponent(id)}/resolver`, { observacao });
  return pagamentoRevisaoSchema.parse(resposta.data);
}

export function useResolverRevisao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolverRevisao,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CHAVE_FINANCEIRO_STAFF, 'revisao'] }),
  });
}
