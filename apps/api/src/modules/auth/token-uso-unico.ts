import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { tokensUsoUnico } from '../../db/schema/index.js';

/** Every kind of single-use secret (tokens_uso_unico.tipo). */
export type TipoLink = (typeof tokensUsoUnico.tipo.enumValues)[number];

/**
 * Single-use secrets handed to a person or a browser (e-mailed links, the certificate hand-off): 256
 * random bits, only their sha256 stored, spent by one conditional UPDATE so that two concurrent uses
 * cannot both win. One implementation for every flow. Expiry is set and checked with the app's clock
 * (never mixed with the database's now()), so every instance and the tests agree on it.
 */

/** 256 random bits, base64url (43 characters): the secret that goes in the link. */
export function novoSegredoDeLink(): string {
  return randomBytes(32).toString('base64url');
}

export function hashDoSegredo(segredo: string): string {
  return createHash('sha256').update(segredo).digest('hex');
}

/**
 * Issues a single-use link secret for a user: voids the unused ones of the same kind (a newer request
 * wins) and stores only the sha256. Returns the secret to put in the link.
 */
export async function emitirLink(
  db: Pick<Db, 'transaction'>,
  o: { tipo: TipoLink; usuarioId: string; validadeMs: number; dados?: Record<string, unknown> },
): Promise<string> {
  const segredo = novoSegredoDeLink();
  await db.transaction(async (tx) => {
    await tx
      .update(tokensUsoUnico)
      .set({ usadoEm: new Date() })
      .where(and(eq(tokensUsoUnico.usuarioId, o.usuarioId), eq(tokensUsoUnico.tipo, o.tipo), isNull(tokensUsoUnico.usadoEm)));
    await tx.insert(tokensUsoUnico).values({
      tipo: o.tipo,
      hash: hashDoSegredo(segredo),
      usuarioId: o.usuarioId,
      dados: o.dados ?? null,
      expiraEm: new Date(Date.now() + o.validadeMs),
    });
  });
  return segredo;
}

export interface LinkValido {
  id: string;
  usuarioId: string;
  dados: Record<string, unknown> | null;
}

/** The live (unused, unexpired) link of this kind, without spending it. */
export async function lerLinkValido(db: Db, tipo: TipoLink, segredo: string): Promise<LinkValido | null> {
  const [l] = await db
    .select({ id: tokensUsoUnico.id, usuarioId: tokensUsoUnico.usuarioId, dados: tokensUsoUnico.dados })
    .from(tokensUsoUnico)
    .where(
      and(
        eq(tokensUsoUnico.hash, hashDoSegredo(segredo)),
        eq(tokensUsoUnico.tipo, tipo),
        isNull(tokensUsoUnico.usadoEm),
        gt(tokensUsoUnico.expiraEm, new Date()),
      ),
    )
    .limit(1);
  return l ?? null;
}

/**
 * Spends the link in one statement: only one of two concurrent uses wins. Pass a transaction to spend it
 * together with what it authorizes.
 */
export async function gastarLink(db: Pick<Db, 'update'>, tipo: TipoLink, segredo: string): Promise<LinkValido | null> {
  const [l] = await db
    .update(tokensUsoUnico)
    .set({ usadoEm: new Date() })
    .where(
      and(
        eq(tokensUsoUnico.hash, hashDoSegredo(segredo)),
        eq(tokensUsoUnico.tipo, tipo),
        isNull(tokensUsoUnico.usadoEm),
        gt(tokensUsoUnico.expiraEm, new Date()),
      ),
    )
    .returning({ id: tokensUsoUnico.id, usuarioId: tokensUsoUnico.usuarioId, dados: tokensUsoUnico.dados });
  return l ?? null;
}

/**
 * Voids every unused secret of these kinds of a user. A new password ends what was in flight: a pending
 * e-mail change (which would otherwise let whoever holds that link take the account back), reset links,
 * second-factor challenges.
 */
export async function anularPendentes(db: Pick<Db, 'update'>, usuarioId: string, tipos: TipoLink[]): Promise<void> {
  await db
    .update(tokensUsoUnico)
    .set({ usadoEm: new Date() })
    .where(and(eq(tokensUsoUnico.usuarioId, usuarioId), inArray(tokensUsoUnico.tipo, tipos), isNull(tokensUsoUnico.usadoEm)));
}

/** What a new password voids (reset by link or change in the settings). */
export const ANULADOS_POR_NOVA_SENHA: TipoLink[] = ['redefinir_senha', 'trocar_email', 'desafio_2fa'];
