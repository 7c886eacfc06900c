import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { usuarios } from '../../db/schema/index.js';

/** The member's choice about the usability recorder: null = never chosen. */
export async function lerEscolhaGravacao(db: Db, usuarioId: string): Promise<boolean | null> {
  const [l] = await db.select({ g: usuarios.gravacaoUsabilidade }).from(usuarios).where(eq(usuarios.id, usuarioId)).limit(1);
  return l?.g ?? null;
}

export async function gravarEscolhaGravacao(db: Db, usuarioId: string, ativa: boolean): Promise<void> {
  await db.update(usuarios).set({ gravacaoUsabilidade: ativa }).where(eq(usuarios.id, usuarioId));
}
