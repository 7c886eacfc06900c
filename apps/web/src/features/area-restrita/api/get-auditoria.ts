import { paginaAuditoriaSchema, type PaginaAuditoria, type TipoAuditoria } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface ParametrosAuditoria {
  pagina: number;
  tamanho: number;
  /** `acessos`: sign-in, sign-out, session and credential events; `todos`: every row, staff actions included. */
  tipo: TipoAuditoria;
}

export async function getAuditoria(
  { pagina, tamanho, tipo }: ParametrosAuditoria,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PaginaAuditoria> {
  const resposta = await apiClient.get<unknown>('/auditoria', { params: { pagina, tamanho, tipo }, signal });
  return paginaAuditoriaSchema.parse(resposta.data);
}

export function auditoriaQueryOptions(parametros: ParametrosAuditoria) {
  return queryOptions({
    queryKey: ['auditoria', parametros] as const,
    queryFn: ({ signal }) => getAuditoria(parametros, { signal }),
    // Paging keeps the previous page on screen while the next loads; switching between accesses and every
    // row does not (a list of the other kind under the new heading would mislead).
    placeholderData: (anterior, consultaAnterior) =>
      consultaAnterior?.queryKey[1].tipo === parametros.tipo ? keepPreviousData(anterior) : undefined,
  });
}

export function useAuditoria(parametros: ParametrosAuditoria) {
  return useQuery(auditoriaQueryOptions(parametros));
}
