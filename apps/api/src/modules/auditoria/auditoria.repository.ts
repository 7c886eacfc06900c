import type { TipoAuditoria } from '@portal/contracts';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { auditoria, pessoas, usuarios } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { ACOES_COM_RESUMO, resumirRegistro } from './resumir-registro.js';

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

/**
 * The audit codes of accesses to the portal (GET /auditoria?tipo=acessos, the default): signing in and out,
 * sessions, credentials (password, second factor, the account's e-mail, which receives the reset links) and
 * the account's own creation and activation. Every other code is an action done in the portal (staff work,
 * profile and preference changes, data exports) and shows only with `tipo=todos`.
 */
export const ACOES_DE_ACESSO = [
  // Signing in (password, certificate, second step) and out; sessions ended or revoked.
  'login',
  'login_2fa',
  'logout',
  'sessao_encerrada',
  'sessao_revogada',
  // Credentials: password and second factor.
  'senha_alterada',
  'redefinicao_pedida',
  'senha_redefinida',
  'ativar_2fa',
  'desativar_2fa',
  'regenerar_codigos_2fa',
  // The account's e-mail (where password-reset links go) and the account's creation and activation.
  'trocar_email_pedido',
  'trocar_email',
  'cadastro',
  'email_confirmado',
  'confirmacao_reenviada',
] as const;

const alvo = alias(pessoas, 'alvo');

/** Newest first; two queries whatever the page size. `acessos` keeps only ACOES_DE_ACESSO, in the list and in the count. */
export async function listarAuditoria(db: Db, pagina: number, tamanho: number, tipo: TipoAuditoria = 'acessos') {
  const filtro = tipo === 'acessos' ? inArray(auditoria.acao, [...ACOES_DE_ACESSO]) : undefined;
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
        // Only the changes that carry a summary read their details and the person they were about.
        detalhes: sql<unknown>`case when ${inArray(auditoria.acao, [...ACOES_COM_RESUMO])} then ${auditoria.detalhes} end`,
        alvoNome: alvo.nome,
      })
      .from(auditoria)
      .leftJoin(usuarios, eq(usuarios.id, auditoria.usuarioId))
      .leftJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
      .leftJoin(alvo, sql`${inArray(auditoria.acao, [...ACOES_COM_RESUMO])} and ${alvo.id}::text = ${auditoria.detalhes}->>'pessoaId'`)
      .where(filtro)
      .orderBy(desc(auditoria.em), desc(auditoria.id))
      .limit(tamanho)
      .offset((pagina - 1) * tamanho),
    db.select({ total: count() }).from(auditoria).where(filtro),
  ]);
  return {
    itens: itens.map(({ detalhes, alvoNome, ...i }) => ({ ...i, resumo: resumirRegistro(i.acao, detalhes, alvoNome) })),
    total: totais?.total ?? 0,
  };
}
