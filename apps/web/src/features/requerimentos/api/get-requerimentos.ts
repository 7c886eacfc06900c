import { paginaRequerimentosSchema, type AreaRequerimento, type PaginaRequerimentos, type StatusRequerimento } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface FiltroRequerimentos {
  area?: AreaRequerimento | undefined;
  status?: StatusRequerimento | undefined;
  /** Only open ones (rascunho…em_diligencia). */
  abertos?: boolean | undefined;
  pagina: number;
  tamanho: number;
}

/** GET /requerimentos: the member's own requests, newest first, one page. */
export async function getRequerimentos(filtro: FiltroRequerimentos, { signal }: { signal?: AbortSignal } = {}): Promise<PaginaRequerimentos> {
  const params: Record<string, string | number> = { pagina: filtro.pagina, tamanho: filtro.tamanho };
  if (filtro.area) params.area = filtro.area;
  if (filtro.status) params.status = filtro.status;
  if (filtro.abertos !== undefined) params.abertos = String(filtro.abertos);
  const resposta = await apiClient.get<unknown>('/requerimentos', { params, signal });
  return paginaRequerimentosSchema.parse(resposta.data);
}

/** Every query of the member's requests starts with this key (the request flow invalidates it after a change). */
export const CHAVE_REQUERIMENTOS = ['requerimentos'] as const;

export function requerimentosQueryOptions(filtro: FiltroRequerimentos) {
  return queryOptions({
    queryKey: [...CHAVE_REQUERIMENTOS, 'lista', filtro],
    queryFn: ({ signal }) => getRequerimentos(filtro, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRequerimentos(filtro: FiltroRequerimentos) {
  return useQuery(requerimentosQueryOptions(filtro));
}
