import { planoSchema, respostaAnuidadeSchema, type Plano, type RespostaAnuidade } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO } from '@/components/pagamento/api/chaves';

/**
 * GET /financeiro/anuidade: this year's anuidade of the member (bracket, early-payment discount, the título or
 * its installments, the split options) and earlier years'; for someone who is not a lawyer, the state
 * 'nao_aplicavel' with the reason (a normal answer, not an error).
 */
export async function getAnuidade({ signal }: { signal?: AbortSignal } = {}): Promise<RespostaAnuidade> {
  const resposta = await apiClient.get<unknown>('/financeiro/anuidade', { signal });
  return respostaAnuidadeSchema.parse(resposta.data);
}

export function anuidadeQueryOptions() {
  return queryOptions({ queryKey: [...CHAVE_FINANCEIRO, 'anuidade'], queryFn: ({ signal }) => getAnuidade({ signal }) });
}

export function useAnuidade() {
  return useQuery(anuidadeQueryOptions());
}

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
