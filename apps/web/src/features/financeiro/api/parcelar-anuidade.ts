import { planoSchema, type Plano } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO } from '@/components/pagamento/api/chaves';

/** POST /financeiro/anuidade/parcelamento: splits this year's single título into 2..12 installments. */
export async function parcelarAnuidade({ parcelas }: { parcelas: number }): Promise<Plano> {
  const resposta = await apiClient.post<unknown>('/financeiro/anuidade/parcelamento', { parcelas });
  return planoSchema.parse(resposta.data);
}

export function useParcelarAnuidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: parcelarAnuidade,
    // The single título became renegociado and the installments appeared: the anuidade, the títulos list and the
    // plans all changed. Awaited, so the page shows the installments when the button stops spinning.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_FINANCEIRO }),
  });
}
