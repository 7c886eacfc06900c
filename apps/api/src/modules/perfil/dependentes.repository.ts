import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { dependentes, historicoCadastral } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';

export type Dependente = typeof dependentes.$inferSelect;

/** A member never has this many current dependants; the list stops here (a hard maximum, ARCHITECTURE "Pagination"). */
export const MAX_DEPENDENTES_LISTADOS = 200;

/** A member's current dependants (not removed), by name. */
export async function dependentesDe(executor: Executor, pessoaId: string): Promise<Dependente[]> {
  return executor
    .select()
    .from(dependentes)
    .where(and(eq(dependentes.pessoaId, pessoaId), isNull(dependentes.removidoEm)))
    .orderBy(asc(dependentes.nome), asc(dependentes.id))
    .limit(MAX_DEPENDENTES_LISTADOS);
}

/**
 * The member's current dependants among these ids, by id. An id of another member's dependant, of a removed
 * one or of nothing is simply absent: callers compare the sizes and refuse with their own message.
 */
export async function dependentesDoMembro(executor: Executor, pessoaId: string, ids: readonly string[]): Promise<Map<string, Dependente>> {
  if (ids.length === 0) return new Map();
  const linhas = await executor
    .select()
    .from(dependentes)
    .where(and(eq(dependentes.pessoaId, pessoaId), isNull(dependentes.removidoEm), inArray(dependentes.id, [...ids])));
  return new Map(linhas.map((d) => [d.id, d]));
}

/** Every dependant the member ever registered, removed ones included (the LGPD export), newest first. */
export async function todosOsDependentesDe(executor: Executor, pessoaId: string): Promise<Dependente[]> {
  return executor
    .select()
    .from(dependentes)
    .where(eq(dependentes.pessoaId, pessoaId))
    .orderBy(desc(dependentes.criadoEm), asc(dependentes.id));
}

/** One current dependant of this member, locked for the change; null when it is not theirs, removed or missing. */
export async function travarDependenteDoMembro(executor: Executor, pessoaId: string, id: string): Promise<Dependente | null> {
  const [d] = await executor
    .select()
    .from(dependentes)
    .where(and(eq(dependentes.id, id), eq(dependentes.pessoaId, pessoaId), isNull(dependentes.removidoEm)))
    .for('update');
  return d ?? null;
}

/** One registration-history row (the same table and shape the profile writes). */
export async function registrarMudancaDeDependente(
  executor: Executor,
  m: { pessoaId: string; alteradoPor: string; valorAnterior: string | null; valorNovo: string | null },
): Promise<void> {
  await executor.insert(historicoCadastral).values({ ...m, campo: 'dependente' });
}
