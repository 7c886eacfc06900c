import type { ListaTitulos, ListaTitulosQuery } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO } from '@/components/pagamento/api/chaves';

export type FiltroTitulos = Pick<ListaTitulosQuery, 'situacao' | 'origem' | 'ano'> & { pagina: number };

type Objeto = Record<string, unknown>;
const ehObjeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);
const ehInteiro = (v: unknown): v is number => Number.isInteger(v);
const ehListaDeInteiros = (v: unknown): v is number[] => Array.isArray(v) && v.every(ehInteiro);

/**
 * The answer of GET /financeiro/titulos, read without zod (ADR 067): /financeiro is a member's first screen and loads
 * no zod. The API serialises it through listaTitulosSchema (packages/contracts; fastify's response schema, so a wrong
 * shape is a 500 there, never a 200 here). This reader checks what the page walks through — the page of títulos, the
 * counts, the years of the filter and of the statement — and fails like a parse would (the page's error state) when
 * the answer is not this endpoint's.
 */
export function lerListaTitulos(dados: unknown): ListaTitulos {
  if (
    !ehObjeto(dados) ||
    !Array.isArray(dados.itens) ||
    !dados.itens.every((t) => ehObjeto(t) && typeof t.id === 'string' && ehInteiro(t.nufin) && Array.isArray(t.acoes)) ||
    !ehInteiro(dados.total) ||
    !ehInteiro(dados.pagina) ||
    !ehInteiro(dados.porPagina) ||
    !ehListaDeInteiros(dados.anos) ||
    !ehListaDeInteiros(dados.anosComPagamentos)
  ) {
    throw new Error('Resposta inválida de /financeiro/titulos.');
  }
  return dados as ListaTitulos;
}

/** GET /financeiro/titulos: the member's títulos, open ones first by due date, then the rest newest first; one page. */
export async function getTitulos(filtro: FiltroTitulos, { signal }: { signal?: AbortSignal } = {}): Promise<ListaTitulos> {
  const params: Record<string, string | number> = { pagina: filtro.pagina };
  if (filtro.situacao) params.situacao = filtro.situacao;
  if (filtro.origem) params.origem = filtro.origem;
  if (filtro.ano !== undefined) params.ano = filtro.ano;
  const resposta = await apiClient.get<unknown>('/financeiro/titulos', { params, signal });
  return lerListaTitulos(resposta.data);
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
