import type { VotacaoStaff } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { votacoes } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { registrarAuditoria } from '../auditoria/index.js';
import type { AmbienteVotacao, Quem } from './ambiente.js';
import { eventoVotacao } from './criar-votacao.js';
import { congelarEleitores } from './elegibilidade.js';
import { situacaoDe } from './situacao.js';
import { votacaoPorId } from './votacao.repository.js';
import { vistasStaff } from './vistas.js';

/**
 * Staff open an election: the list of voters is frozen now (ADR 023), in the same transaction that marks it
 * open. Votes are taken from the opening time to the closing time.
 */
export async function abrirVotacao(amb: AmbienteVotacao, quem: Quem, id: string): Promise<VotacaoStaff> {
  const agora = amb.agora();
  const linha = await amb.db.transaction(async (tx) => {
    const v = await votacaoPorId(tx, id, 'update');
    if (v.status === 'rascunho') throw new AppError('TRANSICAO_INVALIDA', 'Faça antes a cerimônia de chaves dos guardiões: a votação só abre com a chave conjunta.');
    if (v.status !== 'cerimonia') throw new AppError('TRANSICAO_INVALIDA', 'Esta votação já foi aberta.');
    if (!v.cerimoniaConcluidaEm) throw new AppError('TRANSICAO_INVALIDA', 'A cerimônia de chaves ainda não foi concluída: todos os guardiões precisam publicar a chave, enviar e conferir as partes.');
    if (v.fechaEm <= agora) throw new AppError('TRANSICAO_INVALIDA', 'O encerramento desta votação já passou: ajuste as datas antes de abrir.');
    const eleitores = await congelarEleitores(tx, v, agora);
    const [aberta] = await tx.update(votacoes).set({ status: 'aberta', abertaEm: agora }).where(eq(votacoes.id, id)).returning();
    await registrarAuditoria(tx, eventoVotacao(quem, 'votacao.aberta', { votacaoId: id, eleitores }));
    return aberta!;
  });
  return (await vistasStaff(amb.db, [linha], agora))[0]!;
}

/** Staff close an open election now (before its closing time, or confirm one past it). */
export async function encerrarVotacao(amb: AmbienteVotacao, quem: Quem, id: string): Promise<VotacaoStaff> {
  const agora = amb.agora();
  const linha = await amb.db.transaction(async (tx) => {
    const v = await votacaoPorId(tx, id, 'update');
    if (v.status !== 'aberta') throw new AppError('TRANSICAO_INVALIDA', v.status === 'rascunho' || v.status === 'cerimonia' ? 'Esta votação ainda não foi aberta.' : 'Esta votação já está encerrada.');
    const [encerrada] = await tx
      .update(votacoes)
      .set({ status: 'encerrada', encerradaEm: agora < v.fechaEm ? agora : v.fechaEm })
      .where(eq(votacoes.id, id))
      .returning();
    await registrarAuditoria(tx, eventoVotacao(quem, 'votacao.encerrada', { votacaoId: id }));
    return encerrada!;
  });
  return (await vistasStaff(amb.db, [linha], agora))[0]!;
}

/** Staff publish the counts the guardians found, and with them the public record. */
export async function publicarVotacao(amb: AmbienteVotacao, quem: Quem, id: string): Promise<VotacaoStaff> {
  const agora = amb.agora();
  const linha = await amb.db.transaction(async (tx) => {
    const v = await votacaoPorId(tx, id, 'update');
    const situacao = situacaoDe(v, agora);
    if (situacao === 'publicada') throw new AppError('TRANSICAO_INVALIDA', 'O resultado desta votação já foi publicado.');
    if (situacao !== 'apurada') {
      throw new AppError(
        'TRANSICAO_INVALIDA',
        situacao === 'encerrada' ? 'O resultado só pode ser publicado depois que o quórum de guardiões decifrar a apuração.' : 'O resultado só pode ser publicado depois do encerramento e da apuração.',
      );
    }
    const [publicada] = await tx
      .update(votacoes)
      .set({ status: 'publicada', publicadaEm: agora, encerradaEm: v.encerradaEm ?? v.fechaEm })
      .where(eq(votacoes.id, id))
      .returning();
    await registrarAuditoria(tx, eventoVotacao(quem, 'votacao.publicada', { votacaoId: id }));
    return publicada!;
  });
  return (await vistasStaff(amb.db, [linha], agora))[0]!;
}
