import { tituloSchema, type Titulo } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveTitulo } from './chaves';

/** How often an open título is read again while a charge is on screen (the member sees the settlement without reloading). */
export const INTERVALO_ACOMPANHAMENTO_MS = 3000;

/** GET /financeiro/titulos/:nufin: one of the member's títulos with today's amount (404 for anyone else's). */
export async function getTitulo(nufin: number, { signal }: { signal?: AbortSignal } = {}): Promise<Titulo> {
  const resposta = await apiClient.get<unknown>(`/financeiro/titulos/${encodeURIComponent(String(nufin))}`, { signal });
  return tituloSchema.parse(resposta.data);
}

export function tituloQueryOptions(nufin: number) {
  return queryOptions({
    queryKey: chaveTitulo(nufin),
    queryFn: ({ signal }) => getTitulo(nufin, { signal }),
  });
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
