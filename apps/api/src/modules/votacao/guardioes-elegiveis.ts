import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { pessoas, usuarios } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';

/**
 * Who may guard a poll (ADR 059): an active account of the section's people, staff (any permission) or a
 * collaborator (an account with no inscrição). Members who are only lawyers are voters, not guardians.
 */
const elegivel = sql`${usuarios.ativo} and (cardinality(${usuarios.permissoes}) > 0 or not exists (select 1 from inscricoes i where i.pessoa_id = ${usuarios.pessoaId}))`;

export async function guardioesElegiveis(ex: Executor, ids?: string[]): Promise<{ id: string; nome: string }[]> {
  if (ids && ids.length === 0) return [];
  return ex
    .select({ id: usuarios.id, nome: pessoas.nome })
    .from(usuarios)
    .innerJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
    .where(ids ? and(elegivel, inArray(usuarios.id, ids)) : elegivel)
    .orderBy(asc(pessoas.nome))
    .limit(500);
}
