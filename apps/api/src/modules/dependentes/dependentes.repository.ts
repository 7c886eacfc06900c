import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { dependentes } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';

export type Dependente = typeof dependentes.$inferSelect;

/** A member's current dependants (not removed), by name. */
export async function dependentesDe(executor: Executor, pessoaId: string): Promise<Dependente[]> {
  return executor
    .select()
    .from(dependentes)
    .where(and(eq(dependentes.pessoaId, pessoaId), isNull(dependentes.removidoEm)))
    .orderBy(asc(dependentes.nome), asc(dependentes.id));
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
