import { respostaAnuidadeSchema, type RespostaAnuidade } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
