import { and, eq, isNull, sql } from 'drizzle-orm';
import { dependentes } from '../../db/schema/index.js';
import type { Contexto } from '../../lib/contexto.js';
import { dependenteNaoEncontrado } from './erros-dependente.js';
import { registrarMudancaDeDependente } from './dependentes.repository.js';
import type { Membro } from './incluir-dependente.js';
import { resumoDependente } from './resumo-dependente.js';

/**
 * DELETE /wsapp/dependentes/:id: logical removal (removido_em), so purchases and requests that named the
 * dependant keep pointing at them. One conditional update: a second removal, another member's dependant or an
 * unknown id is 404 alike.
 */
export async function removerDependente(ctx: Pick<Contexto, 'db'>, membro: Membro, id: string): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const [d] = await tx
      .update(dependentes)
      .set({ removidoEm: sql`now()`, atualizadoEm: sql`now()` })
      .where(and(eq(dependentes.id, id), eq(dependentes.pessoaId, membro.pessoaId), isNull(dependentes.removidoEm)))
      .returning();
    if (!d) throw dependenteNaoEncontrado();
    await registrarMudancaDeDependente(tx, { pessoaId: membro.pessoaId, alteradoPor: membro.id, valorAnterior: resumoDependente(d), valorNovo: null });
    return { id: d.id };
  });
}
