import { inadimplenciaSchema, type Inadimplencia } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * The defaulters' filters as they stand in the URL, untouched: a value the server refuses comes back as a 400
 * whose message the page shows beside that filter. Absent = not filtered.
 */
export interface FiltrosInadimplencia {
  busca?: string;
  atraso?: string;
  exercicio?: string;
  valorMinimoCentavos?: string;
  ordem?: string;
  pagina?: string;
}

export const CHAVE_INADIMPLENCIA = ['area-restrita', 'inadimplencia'] as const;

/** Only the filters that are set go on the query string (the server's schema is strict). */
export function paramsDaInadimplencia(f: FiltrosInadimplencia, { comPagina = true } = {}): Record<string, string> {
  const params: Record<string, string> = {};
  for (const chave of ['busca', 'atraso', 'exercicio', 'valorMinimoCentavos', 'ordem', 'pagina'] as const) {
    if (chave === 'pagina' && !comPagina) continue;
    const valor = f[chave];
    if (valor !== undefined && valor !== '') params[chave] = valor;
  }
  return params;
}

/** GET /area-restrita/inadimplencia: members with overdue debt, totals over the whole filter, 50 a page. */
export async function getInadimplencia(filtros: FiltrosInadimplencia, { signal }: { signal?: AbortSignal } = {}): Promise<Inadimplencia> {
  const resposta = await apiClient.get<unknown>('/area-restrita/inadimplencia', { params: paramsDaInadimplencia(filtros), signal });
  return inadimplenciaSchema.parse(resposta.data);
}

export function inadimplenciaQueryOptions(filtros: FiltrosInadimplencia) {
  return queryOptions({
    queryKey: [...CHAVE_INADIMPLENCIA, paramsDaInadimplencia(filtros)],
    queryFn: ({ signal }) => getInadimplencia(filtros, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInadimplencia(filtros: FiltrosInadimplencia) {
  return useQuery(inadimplenciaQueryOptions(filtros));
}
