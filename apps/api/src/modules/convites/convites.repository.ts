import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { convites, convitesAdmissoes, pessoas, usuarios } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';

export type LinhaConvite = typeof convites.$inferSelect;
export interface AdmissaoLida {
  em: Date;
  portaria: string;
  por: string;
}

/** The invitation a link's token names (by the token's SHA-256), or undefined. */
export async function conviteDoHash(ex: Executor, hashSha256: string): Promise<LinhaConvite | undefined> {
  const [c] = await ex.select().from(convites).where(eq(convites.hashSha256, hashSha256)).limit(1);
  return c;
}

export async function conviteDoCodigoCurto(ex: Executor, codigo: string): Promise<LinhaConvite | undefined> {
  const [c] = await ex.select().from(convites).where(eq(convites.codigoCurto, codigo)).limit(1);
  return c;
}

export async function conviteDoId(ex: Executor, id: string): Promise<LinhaConvite | undefined> {
  const [c] = await ex.select().from(convites).where(eq(convites.id, id)).limit(1);
  return c;
}

/** The same, locked for a change (cancel, admission): two changes of one invitation wait for each other. */
export async function conviteParaAlterar(ex: Executor, id: string): Promise<LinhaConvite | undefined> {
  const [c] = await ex.select().from(convites).where(eq(convites.id, id)).for('update');
  return c;
}

export async function convitesDe(ex: Executor, pessoaId: string, limite = 200): Promise<LinhaConvite[]> {
  return ex.select().from(convites).where(eq(convites.pessoaId, pessoaId)).orderBy(desc(convites.data), desc(convites.criadoEm)).limit(limite);
}

export async function admissaoDe(ex: Executor, conviteId: string): Promise<AdmissaoLida | null> {
  const [a] = await ex
    .select({ em: convitesAdmissoes.em, portaria: convitesAdmissoes.portaria, por: pessoas.nome })
    .from(convitesAdmissoes)
    .innerJoin(usuarios, eq(usuarios.id, convitesAdmissoes.staffUsuarioId))
    .innerJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
    .where(eq(convitesAdmissoes.conviteId, conviteId))
    .limit(1);
  return a ?? null;
}

export async function nomeDaPessoa(ex: Executor, pessoaId: string): Promise<string> {
  const [p] = await ex.select({ nome: pessoas.nome }).from(pessoas).where(eq(pessoas.id, pessoaId)).limit(1);
  return p?.nome ?? '';
}

/** Invitations of `pessoaId` in the quota (not cancelled) for visits in [inicio, fim). */
export async function usadosNaCota(ex: Executor, pessoaId: string, inicio: string, fim: string): Promise<number> {
  const [r] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(convites)
    .where(and(eq(convites.pessoaId, pessoaId), eq(convites.pagoCom, 'cota'), ne(convites.status, 'cancelado'), gte(convites.data, inicio), lt(convites.data, fim)));
  return Number(r?.n ?? 0);
}

/**
 * Locks the member's row (FOR NO KEY UPDATE: other invitations of the same member wait, while rows that only
 * reference the person do not): the quota is counted and taken under this lock, so two tabs racing for the
 * last invitation of a month serialise and the second sees the first one.
 */
export async function travarMembro(ex: Executor, pessoaId: string): Promise<void> {
  await ex.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.id, pessoaId)).for('no key update');
}
