import { simulacaoPagamentoSchema, type MeioPagamento, type SimulacaoPagamento } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO_STAFF } from './chaves';

/**
 * POST /area-restrita/financeiro/titulos/:nufin/simular-pagamento: the server signs a provider notification
 * for the título's charge and sends it through the real webhook, so what happens is what a payment would do.
 */
export async function simularPagamento({ nufin, meio }: { nufin: number; meio: MeioPagamento }): Promise<SimulacaoPagamento> {
  const resposta = await apiClient.post<unknown>(`/area-restrita/financeiro/titulos/${encodeURIComponent(String(nufin))}/simular-pagamento`, { meio });
  return simulacaoPagamentoSchema.parse(resposta.data);
}

/** A settled título leaves the search list changed, and a refused one lands in the review list: both reload. */
export function useSimularPagamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simularPagamento,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_FINANCEIRO_STAFF }),
  });
}
