import { historicoCadastralResponseSchema, type HistoricoCadastral } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface ParametrosHistorico {
  pagina: number;
  tamanho: number;
}

/** GET /usuario/historico-cadastral: the member's own changes, newest first. */
export async function getHistoricoCadastral(
  { pagina, tamanho }: ParametrosHistorico,
  { signal }: { signal?: AbortSignal } = {},
): Promise<HistoricoCadastral> {
  const resposta = await apiClient.get<unknown>('/usuario/historico-cadastral', { params: { pagina, tamanho }, signal });
  return historicoCadastralResponseSchema.parse(resposta.data);
}

export const CHAVE_HISTORICO_CADASTRAL = ['usuario', 'historico-cadastral'] as const;

export function historicoCadastralQueryOptions(parametros: ParametrosHistorico) {
  return queryOptions({
    queryKey: [...CHAVE_HISTORICO_CADASTRAL, parametros],
    queryFn: ({ signal }) => getHistoricoCadastral(parametros, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHistoricoCadastral(parametros: ParametrosHistorico) {
  return useQuery(historicoCadastralQueryOptions(parametros));
}
