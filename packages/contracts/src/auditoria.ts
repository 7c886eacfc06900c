import { z } from 'zod';

/**
 * Which rows GET /auditoria lists: `acessos` (the default) only sign-in, sign-out, session, credential and
 * account-security events; `todos` every row, staff actions included.
 */
export const TIPOS_AUDITORIA = ['acessos', 'todos'] as const;
export const tipoAuditoriaSchema = z.enum(TIPOS_AUDITORIA, { error: "Use 'acessos' ou 'todos'." });
export type TipoAuditoria = z.infer<typeof tipoAuditoriaSchema>;

/** One authentication or staff event of the audit log (GET /auditoria). */
export const registroAuditoriaSchema = z.object({
  id: z.uuid(),
  /** ISO instant. */
  em: z.string(),
  acao: z.string(),
  sucesso: z.boolean(),
  metodo: z.string().nullable(),
  motivo: z.string().nullable(),
  usuarioNome: z.string().nullable(),
  /** What a permission or situação change did, with the reason given (null for every other row). */
  resumo: z.string().nullable(),
  ip: z.string().nullable(),
});
export type RegistroAuditoria = z.infer<typeof registroAuditoriaSchema>;

/** GET /auditoria: one page of the audit log, newest first. */
export const paginaAuditoriaSchema = z.object({
  itens: z.array(registroAuditoriaSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  tamanho: z.number().int(),
});
export type PaginaAuditoria = z.infer<typeof paginaAuditoriaSchema>;
