import { formatarDataHoraVotacao, formatarRecibo, type ReciboVoto } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { votacaoCedulas, votacaoOpcoes, votacaoRecibos, votacaoVotantes } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { AmbienteVotacao, Quem } from './ambiente.js';
import { exigirSituacao } from '../inscritos/index.js';
import { motivoForaDaLista } from './elegibilidade.js';
import { novoRecibo } from './recibo.js';
import { situacaoDe } from './situacao.js';
import { ehEleitor, votacaoPorId } from './votacao.repository.js';

/**
 * One vote, secret. In one transaction: the record that this member voted (its primary key refuses a second
 * one, whatever the number of requests or instances racing), the ballot (option only) and the receipt code,
 * in three tables with nothing linking them. Nothing of the option or the receipt is logged or audited.
 * Anything refused changes nothing.
 */
export async function votar(amb: AmbienteVotacao, quem: Quem, votacaoId: string, opcaoId: string): Promise<ReciboVoto> {
  const agora = amb.agora();
  const recibo = novoRecibo();
  await amb.db.transaction(async (tx) => {
    // A share lock: the close (FOR UPDATE) waits for votes in flight, and no vote lands after it.
    const v = await votacaoPorId(tx, votacaoId, 'share');
    if (v.status === 'rascunho') throw new AppError('NAO_ENCONTRADO', 'Votação não encontrada.');
    const situacao = situacaoDe(v, agora);
    if (situacao === 'agendada') throw new AppError('VOTACAO_FORA_DA_JANELA', `A votação ainda não começou: abre em ${formatarDataHoraVotacao(v.abreEm)}.`);
    if (situacao !== 'aberta') throw new AppError('VOTACAO_FORA_DA_JANELA', 'A votação está encerrada: não recebe mais votos.');
    const [opcao] = await tx
      .select({ id: votacaoOpcoes.id })
      .from(votacaoOpcoes)
      .where(and(eq(votacaoOpcoes.id, opcaoId), eq(votacaoOpcoes.votacaoId, votacaoId)));
    if (!opcao) throw new AppError('OPCAO_INVALIDA', 'Esta opção não pertence a esta votação. Escolha uma das opções apresentadas.');
    await exigirSituacao(tx, quem.pessoaId, 'votar'); // suspended or licensed since the list was frozen: no vote (ADR 042)
    if (!(await ehEleitor(tx, votacaoId, quem.pessoaId))) throw new AppError('FORA_DA_LISTA_DE_VOTANTES', await motivoForaDaLista(tx, v, quem.pessoaId, agora));
    const votou = await tx.insert(votacaoVotantes).values({ votacaoId, pessoaId: quem.pessoaId }).onConflictDoNothing().returning({ p: votacaoVotantes.pessoaId });
    if (votou.length === 0) throw new AppError('VOTO_REPETIDO', 'Você já votou nesta votação. Cada eleitor vota uma única vez.');
    await tx.insert(votacaoCedulas).values({ votacaoId, opcaoId });
    await tx.insert(votacaoRecibos).values({ votacaoId, codigo: recibo });
  });
  return {
    recibo: formatarRecibo(recibo),
    mensagem: 'Voto registrado. Guarde seu recibo: ele é mostrado só agora e é a única forma de conferir, na lista publicada após o encerramento, que seu voto foi contado.',
  };
}
