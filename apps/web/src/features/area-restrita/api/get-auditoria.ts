import { paginaAuditoriaSchema, type PaginaAuditoria } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface ParametrosAuditoria {
  pagina: number;
  tamanho: number;
}

export async function getAuditoria(
  { pagina, tamanho }: ParametrosAuditoria,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PaginaAuditoria> {
  const resposta = await apiClient.get<unknown>('/auditoria', { params: { pagina, tamanho }, signal });
  return paginaAuditoriaSchema.parse(resposta.data);
}

export function auditoriaQueryOptions(parametros: ParametrosAuditoria) {
  return queryOptions({
    queryKey: ['auditoria', parametros],
    queryFn: ({ signal }) => getAuditoria(parametros, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditoria(parametros: ParametrosAuditoria) {
  return useQuery(auditoriaQueryOptions(parametros));
}
