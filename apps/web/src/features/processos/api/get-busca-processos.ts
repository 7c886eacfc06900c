import { resultadoBuscaProcessosSchema, type ResultadoBuscaProcessos } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** What the consulta processual looks for: a number or words of a party's name, and the page. */
export interface BuscaProcessos {
  por: 'numero' | 'nome';
  termo: string;
  pagina: number;
}

/** GET /processos?numero=…|nome=…&pagina=…: the processes this member may see that match. */
export async function getBuscaProcessos(b: BuscaProcessos, { signal }: { signal?: AbortSignal } = {}): Promise<ResultadoBuscaProcessos> {
  const r = await apiClient.get<unknown>('/processos', { params: { [b.por]: b.termo, pagina: b.pagina }, signal });
  return resultadoBuscaProcessosSchema.parse(r.data);
}

export const buscaProcessosQueryOptions = (b: BuscaProcessos) =>
  queryOptions({ queryKey: ['processos', 'busca', b.por, b.termo, b.pagina] as const, queryFn: ({ signal }) => getBuscaProcessos(b, { signal }), placeholderData: keepPreviousData });

export function useBuscaProcessos(b: BuscaProcessos | null) {
  return useQuery({ ...buscaProcessosQueryOptions(b ?? { por: 'numero', termo: '', pagina: 1 }), enabled: b !== null });
}
