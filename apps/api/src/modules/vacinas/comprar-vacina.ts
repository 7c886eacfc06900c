/**
 * A member buys doses for self and dependants. In one transaction: the campaign row is locked (FOR UPDATE), so
 * every purchase of the campaign waits its turn; under that lock the household's live doses are counted against
 * the cap and the stock is taken (the row's check keeps it ≥ 0); each dose is a row two partial unique indexes
 * keep to one per person per campaign: within the household (its key) and across households (the person's CPF:
 * a child both parents list, a member another lists as dependant). The insert itself meets the CPF index (ON
 * CONFLICT DO NOTHING): a dose it did not write names the person, and the whole purchase is undone. Then ViraMais pays what it can (when asked) and a título is emitted for
 * the rest; with nothing left to pay the doses are paid at once.
 */
import { DIAS_VENCIMENTO_VACINA, hojeSaoPaulo, somarDias, type ComprarVacinaBody } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DOSE_CPF_VIVA, vacinasCampanhas, vacinasCompras, vacinasDoses } from '../../db/schema/index.js';
import { violouUnicidade } from '../../db/erros-banco.js';
import type { Tx } from '../../db/transacao.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import { novoCodigoCurto } from '../../lib/codigos-assinados.js';
import type { Contexto } from '../../lib/contexto.js';
import { dependentesDoMembro } from '../perfil/index.js';
import { emitirTitulo } from '../financeiro/index.js';
import { debitarViraMais } from '../viramais/index.js';
import { adimplenciaDe, chaveDependente, chaveTitular, cpfDoMembro, periodo, precoPara, referenciaDaCompra, STATUS_VIVOS } from './vacinas.repository.js';

export const campanhaNaoEncontrada = () => naoEncontrado('Campanha não encontrada.');

interface PessoaEscolhida {
  chave: string;
  /** 11 digits; null for a dependant registered without a CPF. */
  cpf: string | null;
  nome: string;
  dependenteId: string | null;
}

const doseEmOutroCadastro = (nome: string) =>
  new AppError('VACINA_DOSE_REPETIDA', `${nome} já tem dose reservada ou comprada nesta campanha, em outro cadastro. Cada pessoa recebe uma dose por campanha.`);

/** Marks a purchase and its reserved doses paid (no título left, or the título settled). */
export async function confirmarCompra(tx: Tx, compraId: string): Promise<boolean> {
  const [compra] = await tx
    .update(vacinasCompras)
    .set({ status: 'paga', pagaEm: new Date() })
    .where(and(eq(vacinasCompras.id, compraId), eq(vacinasCompras.status, 'reservada')))
    .returning({ id: vacinasCompras.id });
  if (!compra) return false;
  await tx
    .update(vacinasDoses)
    .set({ status: 'paga' })
    .where(and(eq(vacinasDoses.compraId, compraId), eq(vacinasDoses.status, 'reservada')));
  return true;
}

export async function comprarVacina(ctx: Pick<Contexto, 'db'>, usuario: UsuarioAutenticado, body: ComprarVacinaBody): Promise<{ compraId: string }> {
  if (!usuario.isAdvogado) {
    throw new AppError('VACINA_COLABORADOR', 'A CASAG atende advogados e advogadas: no modo colaborador não é possível comprar vacinas.');
  }
  const hoje = hojeSaoPaulo();
  const ids = body.pessoas.map((p) => p.toLowerCase());
  if (new Set(ids).size !== ids.length) throw new AppError('VACINA_PESSOA_INVALIDA', 'A mesma pessoa aparece mais de uma vez. Escolha cada pessoa uma vez.');
  const idsDependentes = ids.filter((id) => id !== usuario.pessoaId);
  const deps = await dependentesDoMembro(ctx.db, usuario.pessoaId, idsDependentes);
  if (deps.size !== idsDependentes.length) {
    throw new AppError('VACINA_PESSOA_INVALIDA', 'Escolha apenas você e os dependentes do seu cadastro.');
  }
  const cpfTitular = ids.includes(usuario.pessoaId) ? await cpfDoMembro(ctx.db, usuario.pessoaId) : null;
  const pessoas: PessoaEscolhida[] = ids.map((id) => {
    if (id === usuario.pessoaId) return { chave: chaveTitular(id), cpf: cpfTitular, nome: usuario.nome, dependenteId: null };
    const d = deps.get(id)!;
    return { chave: chaveDependente(id), cpf: d.cpf, nome: d.nome, dependenteId: d.id };
  });
  const cpfs = pessoas.flatMap((p) => (p.cpf ? [p.cpf] : []));
  if (new Set(cpfs).size !== cpfs.length) {
    const nomes = pessoas.filter((p) => p.cpf !== null && cpfs.indexOf(p.cpf) !== cpfs.lastIndexOf(p.cpf)).map((p) => p.nome);
    throw new AppError('VACINA_PESSOA_INVALIDA', `${nomes.join(' e ')} têm o mesmo CPF no seu cadastro: é a mesma pessoa. Escolha só uma vez.`);
  }
  const adimplencia = await adimplenciaDe(ctx.db, usuario.pessoaId, hoje);
  const n = pessoas.length;

  try {
    return await ctx.db.transaction(async (tx) => {
      const [campanha] = await tx.select().from(vacinasCampanhas).where(eq(vacinasCampanhas.id, body.campanhaId)).for('update');
      if (!campanha) throw campanhaNaoEncontrada();
      if (campanha.encerradaEm !== null) throw new AppError('VACINA_FORA_DO_PERIODO', 'Esta campanha foi encerrada e não vende mais doses.');
      if (hoje < campanha.vendaInicio || hoje > campanha.vendaFim) {
        throw new AppError('VACINA_FORA_DO_PERIODO', `As vendas desta campanha vão ${periodo(campanha.vendaInicio, campanha.vendaFim)}.`);
      }
      const vivas = await tx
        .select({ pessoaChave: vacinasDoses.pessoaChave, pessoaNome: vacinasDoses.pessoaNome })
        .from(vacinasDoses)
        .where(and(eq(vacinasDoses.campanhaId, campanha.id), eq(vacinasDoses.membroId, usuario.pessoaId), inArray(vacinasDoses.status, STATUS_VIVOS)));
      const repetida = pessoas.find((p) => vivas.some((v) => v.pessoaChave === p.chave));
      if (repetida) throw new AppError('VACINA_DOSE_REPETIDA', `${repetida.nome} já tem uma dose desta campanha.`);
      if (vivas.length + n > campanha.limiteFamilia) {
        const resta = Math.max(0, campanha.limiteFamilia - vivas.length);
        throw new AppError('VACINA_LIMITE_FAMILIA',
          `Cada família pode ter até ${campanha.limiteFamilia} doses nesta campanha; a sua já tem ${vivas.length}${resta > 0 ? ` e pode comprar mais ${resta}` : ''}.`,
        );
      }
      if (campanha.estoque < n) {
        throw new AppError('VACINA_SEM_ESTOQUE',
          campanha.estoque === 0 ? 'As doses desta campanha esgotaram.' : `Restam só ${campanha.estoque} ${campanha.estoque === 1 ? 'dose' : 'doses'} nesta campanha.`,
        );
      }
      await tx
        .update(vacinasCampanhas)
        .set({ estoque: sql`${vacinasCampanhas.estoque} - ${n}` })
        .where(eq(vacinasCampanhas.id, campanha.id));

      const preco = precoPara(campanha, adimplencia.adimplente);
      const total = preco * n;
      const [compra] = await tx
        .insert(vacinasCompras)
        .values({ campanhaId: campanha.id, pessoaId: usuario.pessoaId, status: 'reservada', precoUnitarioCentavos: preco, totalCentavos: total })
        .returning({ id: vacinasCompras.id });
      const compraId = compra!.id;
      const escritas = await tx
        .insert(vacinasDoses)
        .values(
          pessoas.map((p) => ({
            compraId,
            campanhaId: campanha.id,
            membroId: usuario.pessoaId,
            dependenteId: p.dependenteId,
            pessoaChave: p.chave,
            pessoaCpf: p.cpf,
            pessoaNome: p.nome.slice(0, 150),
            status: 'reservada' as const,
            codigoCurto: novoCodigoCurto(),
          })),
        )
        .onConflictDoNothing({ target: [vacinasDoses.campanhaId, vacinasDoses.pessoaCpf], where: DOSE_CPF_VIVA })
        .returning({ pessoaChave: vacinasDoses.pessoaChave });
      // A person whose dose was not written holds one through another household: nothing of this purchase stays.
      const semDose = pessoas.find((p) => !escritas.some((e) => e.pessoaChave === p.chave));
      if (semDose) throw doseEmOutroCadastro(semDose.nome);
      const descricao = `Vacina ${campanha.vacina}: ${n} ${n === 1 ? 'dose' : 'doses'}`;
      const referencia = referenciaDaCompra(compraId);
      const viramais = body.usarViraMais ? await debitarViraMais(tx, { pessoaId: usuario.pessoaId, ateCentavos: total, hoje, referencia, descricao }) : 0;
      if (viramais > 0) await tx.update(vacinasCompras).set({ viramaisCentavos: viramais }).where(eq(vacinasCompras.id, compraId));
      const resto = total - viramais;
      if (resto > 0) {
        await emitirTitulo(tx, {
          origem: 'vacina',
          referencia,
          pessoaId: usuario.pessoaId,
          descricao: `${descricao} (aplicação ${periodo(campanha.aplicacaoInicio, campanha.aplicacaoFim)})`,
          exercicio: null,
          vencimento: somarDias(hoje, DIAS_VENCIMENTO_VACINA),
          valorCentavos: resto,
        });
      } else {
        await confirmarCompra(tx, compraId);
      }
      return { compraId };
    });
  } catch (err) {
    // Two tabs choosing the same person at once: the second meets the partial unique index.
    if (violouUnicidade(err)) throw new AppError('VACINA_DOSE_REPETIDA', 'Uma das pessoas escolhidas já tem dose desta campanha.');
    throw err;
  }
}
