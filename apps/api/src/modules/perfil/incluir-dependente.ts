import type { DadosDependente, Dependente as DependenteApi } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { dependentes, pessoas } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import type { Contexto } from '../../lib/contexto.js';
import { dependenteNaoEncontrado, cpfDoProprioMembro, erroDeUnicidade } from './erros-dependente.js';
import { registrarMudancaDeDependente, type Dependente } from './dependentes.repository.js';
import { resumoDependente } from './resumo-dependente.js';

export type Membro = Pick<UsuarioAutenticado, 'id' | 'pessoaId'>;

export function paraApi(d: Dependente): DependenteApi {
  return {
    id: d.id,
    nome: d.nome,
    cpf: d.cpf,
    parentesco: d.parentesco,
    nascimento: d.nascimento,
    criadoEm: d.criadoEm.toISOString(),
    atualizadoEm: d.atualizadoEm.toISOString(),
  };
}

/** A dependant is never the member: their own CPF is refused (read in the same transaction). */
export async function recusarCpfDoMembro(tx: Executor, pessoaId: string, cpf: string | null): Promise<void> {
  if (!cpf) return;
  const [p] = await tx.select({ cpf: pessoas.cpf }).from(pessoas).where(eq(pessoas.id, pessoaId)).limit(1);
  if (!p) throw dependenteNaoEncontrado();
  if (p.cpf === cpf) throw cpfDoProprioMembro();
}

/**
 * POST /wsapp/dependentes: the row and its history line in one transaction. A repeated CPF or a second
 * spouse is refused by the table's unique indexes (never read-then-write), so two concurrent requests
 * cannot both get in; the violation becomes a 409 with the field's message and nothing is written.
 */
export async function incluirDependente(ctx: Pick<Contexto, 'db'>, membro: Membro, dados: DadosDependente): Promise<DependenteApi> {
  try {
    const criado = await ctx.db.transaction(async (tx) => {
      await recusarCpfDoMembro(tx, membro.pessoaId, dados.cpf);
      const [d] = await tx
        .insert(dependentes)
        .values({ pessoaId: membro.pessoaId, nome: dados.nome, cpf: dados.cpf, parentesco: dados.parentesco, nascimento: dados.nascimento })
        .returning();
      if (!d) throw new Error('insert sem retorno');
      await registrarMudancaDeDependente(tx, { pessoaId: membro.pessoaId, alteradoPor: membro.id, valorAnterior: null, valorNovo: resumoDependente(d) });
      return d;
    });
    return paraApi(criado);
  } catch (err) {
    throw erroDeUnicidade(err) ?? err;
  }
}
