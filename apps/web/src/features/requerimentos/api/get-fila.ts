import { paginaFilaSchema, type Aguarda, type AreaRequerimento, type PaginaFila, type StatusRequerimento } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Filters of the review queue, as the page keeps them in the URL. Absent = not filtered. */
export interface ParametrosFila {
  area?: AreaRequerimento;
  codigo?: string;
  status?: StatusRequerimento;
  /** Open requests waiting for the staff or for the requester (only without a status). */
  aguarda?: Aguarda;
  idadeMinimaDias?: number;
  pagina: number;
  tamanho: number;
}

export const CHAVE_FILA = ['area-restrita', 'fila'] as const;

/** Only the filters that are set go on the query string (the server's schema is strict). */
function paramsDaFila(p: ParametrosFila): Record<string, string | number> {
  const params: Record<string, string | number> = { pagina: p.pagina, tamanho: p.tamanho };
  if (p.area) params.area = p.area;
  if (p.codigo) params.codigo = p.codigo;
  if (p.status) params.status = p.status;
  else if (p.aguarda) params.aguarda = p.aguarda;
  if (p.idadeMinimaDias !== undefined) params.idadeMinimaDias = p.idadeMinimaDias;
  return params;
}

/** GET /area-restrita/requerimentos: the staff review queue (oldest status first; drafts never listed). */
export async function getFila(parametros: ParametrosFila, { signal }: { signal?: AbortSignal } = {}): Promise<PaginaFila> {
  const resposta = await apiClient.get<unknown>('/area-restrita/requerimentos', { params: paramsDaFila(parametros), signal });
  return paginaFilaSchema.parse(resposta.data);
}

export function filaQueryOptions(parametros: ParametrosFila) {
  return queryOptions({
    queryKey: [...CHAVE_FILA, parametros],
    queryFn: ({ signal }) => getFila(parametros, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFila(parametros: ParametrosFila) {
  return useQuery(filaQueryOptions(parametros));
}
