import { buscaInscritosResponseSchema, type BuscaInscritosResponse } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const CHAVE_INSCRITOS = ['area-restrita', 'inscritos'] as const;

/** GET /area-restrita/inscritos: people of the registry matching a name, CPF or inscrição, a page at a time (audited). */
export async function buscarInscritos(busca: string, pagina: number, { signal }: { signal?: AbortSignal } = {}): Promise<BuscaInscritosResponse> {
  const resposta = await apiClient.get<unknown>('/area-restrita/inscritos', { params: { busca, pagina }, signal });
  return buscaInscritosResponseSchema.parse(resposta.data);
}

export function inscritosQueryOptions(busca: string, pagina: number) {
  return queryOptions({
    queryKey: [...CHAVE_INSCRITOS, 'busca', busca, pagina],
    queryFn: ({ signal }) => buscarInscritos(busca, pagina, { signal }),
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}

export function useBuscarInscritos(busca: string | null, pagina: number) {
  return useQuery({ ...inscritosQueryOptions(busca ?? '', pagina), enabled: busca !== null });
}
