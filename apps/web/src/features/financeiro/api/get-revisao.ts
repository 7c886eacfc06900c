import { paginaRevisaoSchema, type PaginaRevisao, type SituacaoRevisao } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO_STAFF } from './chaves';

export interface ParametrosRevisao {
  situacao: SituacaoRevisao;
  pagina: number;
}

/** GET /area-restrita/financeiro/revisao: notifications that did not settle (unknown charge, other amount…). */
export async function getRevisao({ situacao, pagina }: ParametrosRevisao, { signal }: { signal?: AbortSignal } = {}): Promise<PaginaRevisao> {
  const resposta = await apiClient.get<unknown>('/area-restrita/financeiro/revisao', { params: { situacao, pagina }, signal });
  return paginaRevisaoSchema.parse(resposta.data);
}

export function revisaoQueryOptions(parametros: ParametrosRevisao) {
  return queryOptions({
    queryKey: [...CHAVE_FINANCEIRO_STAFF, 'revisao', parametros],
    queryFn: ({ signal }) => getRevisao(parametros, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRevisao(parametros: ParametrosRevisao) {
  return useQuery(revisaoQueryOptions(parametros));
}
