import type { DadosDependente, Dependente as DependenteApi } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { dependentes } from '../../db/schema/index.js';
import type { Contexto } from '../../lib/contexto.js';
import { dependenteNaoEncontrado, erroDeUnicidade } from './erros-dependente.js';
import { registrarMudancaDeDependente, travarDependenteDoMembro } from './dependentes.repository.js';
import { paraApi, recusarCpfDoMembro, type Membro } from './incluir-dependente.js';
import { resumoDependente } from './resumo-dependente.js';

/**
 * PUT /wsapp/dependentes/:id: the whole record replaced. Another member's dependant, a removed one or an
 * unknown id is 404 alike. Nothing changed → nothing written (no history line).
 */
export async function editarDependente(ctx: Pick<Contexto, 'db'>, membro: Membro, id: string, dados: DadosDependente): Promise<DependenteApi> {
  try {
    const d = await ctx.db.transaction(async (tx) => {
      const atual = await travarDependenteDoMembro(tx, membro.pessoaId, id);
      if (!atual) throw dependenteNaoEncontrado();
      const igual =
        atual.nome === dados.nome && atual.cpf === dados.cpf && atual.parentesco === dados.parentesco && atual.nascimento === dados.nascimento;
      if (igual) return atual;
      await recusarCpfDoMembro(tx, membro.pessoaId, dados.cpf);
      const [novo] = await tx
        .update(dependentes)
        .set({ nome: dados.nome, cpf: dados.cpf, parentesco: dados.parentesco, nascimento: dados.nascimento, atualizadoEm: sql`now()` })
        .where(eq(dependentes.id, atual.id))
        .returning();
      if (!novo) throw dependenteNaoEncontrado();
      await registrarMudancaDeDependente(tx, {
        pessoaId: membro.pessoaId,
        alteradoPor: membro.id,
        valorAnterior: resumoDependente(atual),
        valorNovo: resumoDependente(novo),
      });
      return novo;
    });
    return paraApi(d);
  } catch (err) {
    throw erroDeUnicidade(err) ?? err;
  }
}
