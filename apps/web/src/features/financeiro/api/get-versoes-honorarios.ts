import { listaVersoesHonorariosSchema, type VersaoHonorarios } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const CHAVE_VERSOES_HONORARIOS = ['area-restrita', 'tabela-honorarios', 'versoes'] as const;

/** GET /area-restrita/tabela-honorarios/versoes: every imported version of the fee table. */
export async function getVersoesHonorarios({ signal }: { signal?: AbortSignal } = {}): Promise<VersaoHonorarios[]> {
  const resposta = await apiClient.get<unknown>('/area-restrita/tabela-honorarios/versoes', { signal });
  return listaVersoesHonorariosSchema.parse(resposta.data).itens;
}

export function versoesHonorariosQueryOptions() {
  return queryOptions({
    queryKey: CHAVE_VERSOES_HONORARIOS,
    queryFn: ({ signal }) => getVersoesHonorarios({ signal }),
  });
}

export function useVersoesHonorarios() {
  return useQuery(versoesHonorariosQueryOptions());
}
