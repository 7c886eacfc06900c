import { codigosRevogados } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { TIPOS_CODIGO, type CodigoAssinado } from '../../lib/codigos-assinados.js';
import { and, asc, eq } from 'drizzle-orm';

export type MotivoRevogacao = 'cancelado' | 'substituido' | 'expirado';

/** Puts a code version on the revocation list (idempotent: revoking twice keeps the first record). */
export async function revogarCodigo(executor: Executor, codigo: CodigoAssinado, motivo: MotivoRevogacao): Promise<void> {
  await executor
    .insert(codigosRevogados)
    .values({ tipo: TIPOS_CODIGO[codigo.tipo], id: codigo.id, versao: codigo.versao, motivo })
    .onConflictDoNothing();
}

/** Why and when this version of the code was revoked; null when it was not. */
export async function revogacaoDoCodigo(executor: Executor, codigo: CodigoAssinado): Promise<{ motivo: MotivoRevogacao; revogadoEm: Date } | null> {
  const [linha] = await executor
    .select({ motivo: codigosRevogados.motivo, revogadoEm: codigosRevogados.revogadoEm })
    .from(codigosRevogados)
    .where(and(eq(codigosRevogados.tipo, TIPOS_CODIGO[codigo.tipo]), eq(codigosRevogados.id, codigo.id), eq(codigosRevogados.versao, codigo.versao)))
    .limit(1);
  return linha ?? null;
}

/** Whether this version of the code was revoked. */
export async function codigoRevogado(executor: Executor, codigo: CodigoAssinado): Promise<boolean> {
  return (await revogacaoDoCodigo(executor, codigo)) !== null;
}

/** The whole revocation list, oldest first (what a gate downloads with the public key). */
export async function listarRevogados(executor: Executor) {
  return executor
    .select({ tipo: codigosRevogados.tipo, id: codigosRevogados.id, versao: codigosRevogados.versao, motivo: codigosRevogados.motivo, revogadoEm: codigosRevogados.revogadoEm })
    .from(codigosRevogados)
    .orderBy(asc(codigosRevogados.revogadoEm), asc(codigosRevogados.id));
}
