import { listaTitulosSchema, type ListaTitulos, type ListaTitulosQuery } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO } from '@/components/pagamento/api/chaves';

export type FiltroTitulos = Pick<ListaTitulosQuery, 'situacao' | 'origem' | 'ano'> & { pagina: number };

/** GET /financeiro/titulos: the member's títulos, open ones first by due date, then the rest newest first; one page. */
export async function getTitulos(filtro: FiltroTitulos, { signal }: { signal?: AbortSignal } = {}): Promise<ListaTitulos> {
  const params: Record<string, string | number> = { pagina: filtro.pagina };
  if (filtro.situacao) params.situacao = filtro.situacao;
  if (filtro.origem) params.origem = filtro.origem;
  if (filtro.ano !== undefined) params.ano = filtro.ano;
  const resposta = await apiClient.get<unknown>('/financeiro/titulos', { params, signal });
  return listaTitulosSchema.parse(resposta.data);
}

export function titulosQueryOptions(filtro: FiltroTitulos) {
  return queryOptions({
    queryKey: [...CHAVE_FINANCEIRO, 'titulos', filtro],
    queryFn: ({ signal }) => getTitulos(filtro, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTitulos(filtro: FiltroTitulos) {
  return useQuery(titulosQueryOptions(filtro));
}
