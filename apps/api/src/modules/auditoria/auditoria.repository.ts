import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditoria, pessoas, usuarios } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';

export interface EventoAuditoria {
  acao: string;
  sucesso: boolean;
  usuarioId?: string | null;
  metodo?: string | null;
  motivo?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  detalhes?: Record<string, unknown> | null;
}

/** The columns of an event's audit row (the user agent cut to the column's 300 characters). */
export function linhaDeAuditoria(e: EventoAuditoria): typeof auditoria.$inferInsert {
  return {
    acao: e.acao,
    sucesso: e.sucesso,
    usuarioId: e.usuarioId ?? null,
    metodo: e.metodo ?? null,
    motivo: e.motivo ?? null,
    ip: e.ip ?? null,
    userAgent: e.userAgent?.slice(0, 300) ?? null,
    detalhes: e.detalhes ?? null,
  };
}

/** Writes one audit row, on the caller's transaction when it passes one (the row then commits or rolls back with the work). */
export async function registrarAuditoria(db: Executor, e: EventoAuditoria): Promise<void> {
  await db.insert(auditoria).values(linhaDeAuditoria(e));
}

/** Newest first; two queries whatever the page size. */
export async function listarAuditoria(db: Db, pagina: number, tamanho: number) {
  const [itens, [totais]] = await Promise.all([
    db
      .select({
        id: auditoria.id,
        em: auditoria.em,
        acao: auditoria.acao,
        sucesso: auditoria.sucesso,
        metodo: auditoria.metodo,
        motivo: auditoria.motivo,
        ip: auditoria.ip,
        usuarioNome: pessoas.nome,
      })
      .from(auditoria)
      .leftJoin(usuarios, eq(usuarios.id, auditoria.usuarioId))
      .leftJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
      .orderBy(desc(auditoria.em), desc(auditoria.id))
      .limit(tamanho)
      .offset((pagina - 1) * tamanho),
    db.select({ total: count() }).from(auditoria),
  ]);
  return { itens, total: totais?.total ?? 0 };
}
