import { resumoFinanceiroSchema, type ResumoFinanceiro } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO } from '@/components/pagamento/api/chaves';

/** GET /financeiro/resumo: up to date or what is overdue, what falls due next, and this year's anuidade (the entity homes). */
export async function getResumoFinanceiro({ signal }: { signal?: AbortSignal } = {}): Promise<ResumoFinanceiro> {
  const resposta = await apiClient.get<unknown>('/financeiro/resumo', { signal });
  return resumoFinanceiroSchema.parse(resposta.data);
}

/** Under the finance key: a payment or a plan invalidates it with the rest of the member's finance. */
export function resumoFinanceiroQueryOptions() {
  return queryOptions({
    queryKey: [...CHAVE_FINANCEIRO, 'resumo'],
    queryFn: ({ signal }) => getResumoFinanceiro({ signal }),
    // Several cards read it, mounting one after another as their modules arrive: one fetch serves them all.
    staleTime: 30_000,
  });
}

export function useResumoFinanceiro() {
  return useQuery(resumoFinanceiroQueryOptions());
}
