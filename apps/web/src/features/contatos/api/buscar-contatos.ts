import { contatosSchema, type Contatos } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * The directory's filters as they stand in the URL, untouched: a value the server refuses comes back as a 400
 * whose message the page shows. Absent = not filtered.
 */
export interface FiltrosContatos {
  busca?: string;
  tipo?: string;
  cidade?: string;
  uf?: string;
  situacao?: string;
  pagina?: string;
}

export const PARAMETROS_FILTRO_CONTATOS = ['busca', 'tipo', 'cidade', 'uf', 'situacao'] as const;

export const CHAVE_CONTATOS = ['area-restrita', 'contatos'] as const;

/** Only the filters that are set go on the query string (the server's schema is strict). */
export function paramsDosContatos(f: FiltrosContatos, { comPagina = true } = {}): Record<string, string> {
  const params: Record<string, string> = {};
  for (const chave of [...PARAMETROS_FILTRO_CONTATOS, 'pagina'] as const) {
    if (chave === 'pagina' && !comPagina) continue;
    const valor = f[chave];
    if (valor !== undefined && valor !== '') params[chave] = valor;
  }
  return params;
}

/** GET /area-restrita/contatos: one page (50) of the directory under the filters; each search is audited. */
export async function getContatos(filtros: FiltrosContatos, { signal }: { signal?: AbortSignal } = {}): Promise<Contatos> {
  const resposta = await apiClient.get<unknown>('/area-restrita/contatos', { params: paramsDosContatos(filtros), signal });
  return contatosSchema.parse(resposta.data);
}

export function contatosQueryOptions(filtros: FiltrosContatos) {
  return queryOptions({
    queryKey: [...CHAVE_CONTATOS, paramsDosContatos(filtros)],
    queryFn: ({ signal }) => getContatos(filtros, { signal }),
    placeholderData: keepPreviousData,
    // Every fetch is an audited view: no refetch on focus or remount.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useContatos(filtros: FiltrosContatos, { enabled = true } = {}) {
  return useQuery({ ...contatosQueryOptions(filtros), enabled });
}
