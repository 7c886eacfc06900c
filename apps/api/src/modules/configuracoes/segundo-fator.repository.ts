import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { codigosRecuperacao, pessoas, tokensUsoUnico, usuarios } from '../../db/schema/index.js';
import { sha256 } from './totp.js';

export interface EstadoSegundoFator {
  usuarioId: string;
  contaAtiva: boolean;
  permissoes: string[];
  email: string;
  segredo: string | null;
  ativadoEm: Date | null;
}

export async function lerEstadoSegundoFator(db: Db, usuarioId: string): Promise<EstadoSegundoFator | null> {
  const [l] = await db
    .select({
      usuarioId: usuarios.id,
      contaAtiva: usuarios.ativo,
      permissoes: usuarios.permissoes,
      email: pessoas.email,
      segredo: usuarios.totpSegredo,
      ativadoEm: usuarios.totpAtivadoEm,
    })
    .from(usuarios)
    .innerJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  return l ?? null;
}

/** Stores a new secret while the second factor is not active yet (it becomes active with a valid code). */
export async function guardarSegredoPendente(db: Db, usuarioId: string, segredo: string): Promise<boolean> {
  const r = await db
    .update(usuarios)
    .set({ totpSegredo: segredo })
    .where(and(eq(usuarios.id, usuarioId), isNull(usuarios.totpAtivadoEm)))
    .returning({ id: usuarios.id });
  return r.length === 1;
}

/** Turns the pending secret on and replaces the recovery codes, in one transaction. */
export async function ativarComCodigos(db: Db, usuarioId: string, hashes: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const r = await tx
      .update(usuarios)
      .set({ totpAtivadoEm: new Date() })
      .where(and(eq(usuarios.id, usuarioId), isNull(usuarios.totpAtivadoEm), sql`${usuarios.totpSegredo} is not null`))
      .returning({ id: usuarios.id });
    if (r.length !== 1) return false;
    await tx.delete(codigosRecuperacao).where(eq(codigosRecuperacao.usuarioId, usuarioId));
    await tx.insert(codigosRecuperacao).values(hashes.map((hash) => ({ usuarioId, hash })));
    return true;
  });
}

export async function substituirCodigos(db: Db, usuarioId: string, hashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(codigosRecuperacao).where(eq(codigosRecuperacao.usuarioId, usuarioId));
    await tx.insert(codigosRecuperacao).values(hashes.map((hash) => ({ usuarioId, hash })));
  });
}

export async function desativar(db: Db, usuarioId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(usuarios).set({ totpSegredo: null, totpAtivadoEm: null }).where(eq(usuarios.id, usuarioId));
    await tx.delete(codigosRecuperacao).where(eq(codigosRecuperacao.usuarioId, usuarioId));
  });
}

export async function contarCodigosRestantes(db: Db, usuarioId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(codigosRecuperacao)
    .where(and(eq(codigosRecuperacao.usuarioId, usuarioId), isNull(codigosRecuperacao.usadoEm)));
  return r?.n ?? 0;
}

/** Spends a recovery code: true only for the first use of an existing code of this user. */
export async function usarCodigoRecuperacao(db: Db, usuarioId: string, hash: string): Promise<boolean> {
  const r = await db
    .update(codigosRecuperacao)
    .set({ usadoEm: new Date() })
    .where(
      and(eq(codigosRecuperacao.usuarioId, usuarioId), eq(codigosRecuperacao.hash, hash), isNull(codigosRecuperacao.usadoEm)),
    )
    .returning({ id: codigosRecuperacao.id });
  return r.length === 1;
}

/**
 * Marks a TOTP step as used by this user, atomically: the unique hash index of tokens_uso_unico lets only
 * the first insert of (user, step) through, on any number of instances. False means the code was replayed.
 */
export async function marcarPassoUsado(db: Db, usuarioId: string, passo: number): Promise<boolean> {
  const r = await db
    .insert(tokensUsoUnico)
    .values({
      tipo: 'desafio_2fa',
      hash: sha256(`passo-totp:${usuarioId}:${passo}`),
      usuarioId,
      dados: { passoTotp: passo },
      expiraEm: new Date((passo + 2) * 30_000),
      usadoEm: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: tokensUsoUnico.id });
  return r.length === 1;
}

export type PropositoDesafio = 'verificar' | 'configurar';

export async function criarDesafio(
  db: Db,
  usuarioId: string,
  hash: string,
  dados: { proposito: PropositoDesafio; metodo: string },
  validadeMs: number,
): Promise<void> {
  await db.insert(tokensUsoUnico).values({
    tipo: 'desafio_2fa',
    hash,
    usuarioId,
    dados,
    expiraEm: new Date(Date.now() + validadeMs),
  });
}

export interface DesafioLido {
  id: string;
  usuarioId: string;
  proposito: PropositoDesafio;
  metodo: string;
}

/** A live (unused, unexpired) challenge by the hash of its secret. */
export async function lerDesafio(db: Db, hash: string): Promise<DesafioLido | null> {
  const [l] = await db
    .select({ id: tokensUsoUnico.id, usuarioId: tokensUsoUnico.usuarioId, dados: tokensUsoUnico.dados })
    .from(tokensUsoUnico)
    .where(
      and(
        eq(tokensUsoUnico.hash, hash),
        eq(tokensUsoUnico.tipo, 'desafio_2fa'),
        isNull(tokensUsoUnico.usadoEm),
        gt(tokensUsoUnico.expiraEm, new Date()),
      ),
    )
    .limit(1);
  const proposito = l?.dados?.proposito;
  const metodo = l?.dados?.metodo;
  if (!l || (proposito !== 'verificar' && proposito !== 'configurar') || typeof metodo !== 'string') return null;
  return { id: l.id, usuarioId: l.usuarioId, proposito, metodo };
}

/** Spends a challenge; false when another request spent it first (or it expired meanwhile). */
export async function consumirDesafio(db: Db, id: string): Promise<boolean> {
  const r = await db
    .update(tokensUsoUnico)
    .set({ usadoEm: new Date() })
    .where(and(eq(tokensUsoUnico.id, id), isNull(tokensUsoUnico.usadoEm), gt(tokensUsoUnico.expiraEm, new Date())))
    .returning({ id: tokensUsoUnico.id });
  return r.length === 1;
}
