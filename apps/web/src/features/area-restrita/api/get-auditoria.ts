import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** One authentication or staff event of the audit log (GET /wsapp/auditoria). */
export const registroAuditoriaSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  em: z.string(),
  acao: z.string(),
  sucesso: z.boolean(),
  metodo: z.string().nullish(),
  motivo: z.string().nullish(),
  usuarioNome: z.string().nullish(),
  ip: z.string().nullish(),
});
export type RegistroAuditoria = z.infer<typeof registroAuditoriaSchema>;

export const paginaAuditoriaSchema = z.object({
  itens: z.array(registroAuditoriaSchema),
  total: z.number().int().nonnegative(),
  pagina: z.number().int().positive(),
  tamanho: z.number().int().positive(),
});
export type PaginaAuditoria = z.infer<typeof paginaAuditoriaSchema>;

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
