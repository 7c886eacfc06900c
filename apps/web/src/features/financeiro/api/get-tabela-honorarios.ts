import { tabelaHonorariosSchema, type TabelaHonorarios } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface FiltroHonorarios {
  area?: string | undefined;
  busca?: string | undefined;
  pagina: number;
  /** Omitted: the server's page (50). */
  porPagina?: number | undefined;
}

/** GET /financeiro/tabela-honorarios: one page of the fee table in force, filtered by area and a search on code or act. */
export async function getTabelaHonorarios(filtro: FiltroHonorarios, { signal }: { signal?: AbortSignal } = {}): Promise<TabelaHonorarios> {
  const params: Record<string, string | number> = { pagina: filtro.pagina };
  if (filtro.area) params.area = filtro.area;
  if (filtro.busca) params.busca = filtro.busca;
  if (filtro.porPagina) params.porPagina = filtro.porPagina;
  const resposta = await apiClient.get<unknown>('/financeiro/tabela-honorarios', { params, signal });
  return tabelaHonorariosSchema.parse(resposta.data);
}

export function tabelaHonorariosQueryOptions(filtro: FiltroHonorarios) {
  return queryOptions({
    queryKey: ['tabela-honorarios', filtro],
    queryFn: ({ signal }) => getTabelaHonorarios(filtro, { signal }),
    // The previous page stays on screen (dimmed) while the next search loads, instead of a skeleton per keystroke.
    placeholderData: keepPreviousData,
  });
}

export function useTabelaHonorarios(filtro: FiltroHonorarios) {
  return useQuery(tabelaHonorariosQueryOptions(filtro));
}
