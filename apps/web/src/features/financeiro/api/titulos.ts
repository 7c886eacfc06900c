import { listaTitulosSchema, tituloSchema, type ListaTitulos, type ListaTitulosQuery, type Titulo } from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import { CHAVE_FINANCEIRO } from './planos';

export const chaveTitulo = (nufin: number) => [...CHAVE_FINANCEIRO, 'titulo', nufin] as const;

/** How often an open título is read again while a charge is on screen (the member sees the settlement without reloading). */
export const INTERVALO_ACOMPANHAMENTO_MS = 3000;

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

/** GET /financeiro/titulos/:nufin: one of the member's títulos with today's amount (404 for anyone else's). */
export async function getTitulo(nufin: number, { signal }: { signal?: AbortSignal } = {}): Promise<Titulo> {
  const resposta = await apiClient.get<unknown>(`/financeiro/titulos/${encodeURIComponent(String(nufin))}`, { signal });
  return tituloSchema.parse(resposta.data);
}

export function tituloQueryOptions(nufin: number) {
  return queryOptions({ queryKey: chaveTitulo(nufin), queryFn: ({ signal }) => getTitulo(nufin, { signal }) });
}

/**
 * One título. With `acompanhar`, it is read again every INTERVALO_ACOMPANHAMENTO_MS while it is open, only while
 * the tab is visible (a hidden tab does not poll; TanStack refetches when it comes back), and stops once it is
 * no longer open. Settlement happens on the server (the provider's notification), never here.
 */
export function useTitulo(nufin: number, { acompanhar = false }: { acompanhar?: boolean } = {}) {
  return useQuery({
    ...tituloQueryOptions(nufin),
    // What is due changes by the day and a payment can land any time: always read it fresh when shown.
    staleTime: 0,
    refetchInterval: (query) => (acompanhar && query.state.data?.status === 'aberto' ? INTERVALO_ACOMPANHAMENTO_MS : false),
    refetchIntervalInBackground: false,
  });
}

/** GET /financeiro/titulos/:nufin/recibo: the receipt of a paid título as a PDF (409 with the reason before it is paid). */
export function baixarRecibo(nufin: number): Promise<string> {
  return baixarArquivo(`/financeiro/titulos/${encodeURIComponent(String(nufin))}/recibo`, `recibo-${nufin}.pdf`, { tipo: 'application/pdf' });
}

export function useBaixarRecibo() {
  return useMutation({ mutationFn: baixarRecibo });
}

/** GET /financeiro/demonstrativo/:ano: the year's payments as a PDF, for the income tax return (404 when there are none). */
export function baixarDemonstrativo(ano: number): Promise<string> {
  return baixarArquivo(`/financeiro/demonstrativo/${encodeURIComponent(String(ano))}`, `demonstrativo-pagamentos-${ano}.pdf`, {
    tipo: 'application/pdf',
  });
}

export function useBaixarDemonstrativo() {
  return useMutation({ mutationFn: baixarDemonstrativo });
}
