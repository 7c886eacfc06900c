import { z } from 'zod';

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
