import { tituloStaffSchema, type TituloStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO_STAFF } from './chaves';

/**
 * POST /area-restrita/financeiro/titulos/:nufin/estornar-pagamento: registers that a paid título's payment went
 * back to the payer (PIX devolução, chargeback); the título is open again and what the payment earned (ViraMais
 * credits of an anuidade) is taken back.
 */
export async function estornarPagamento({ nufin, motivo }: { nufin: number; motivo: string }): Promise<TituloStaff> {
  const resposta = await apiClient.post<unknown>(`/area-restrita/financeiro/titulos/${encodeURIComponent(String(nufin))}/estornar-pagamento`, { motivo });
  return tituloStaffSchema.parse(resposta.data);
}

export function useEstornarPagamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: estornarPagamento,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_FINANCEIRO_STAFF }),
  });
}
