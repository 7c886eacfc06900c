import { buscaAcessosResponseSchema, type BuscaAcessosResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const CHAVE_ACESSOS = ['area-restrita', 'acessos'] as const;

/** GET /area-restrita/acessos/contas: accounts matching a name, CPF or inscrição, with their flags (audited). */
export async function getContas(busca: string, { signal }: { signal?: AbortSignal } = {}): Promise<BuscaAcessosResponse> {
  const resposta = await apiClient.get<unknown>('/area-restrita/acessos/contas', { params: { busca }, signal });
  return buscaAcessosResponseSchema.parse(resposta.data);
}

export function contasQueryOptions(busca: string) {
  return queryOptions({
    queryKey: [...CHAVE_ACESSOS, 'contas', busca],
    queryFn: ({ signal }) => getContas(busca, { signal }),
    refetchOnWindowFocus: false,
  });
}

export function useContas(busca: string | null) {
  return useQuery({ ...contasQueryOptions(busca ?? ''), enabled: busca !== null });
}
