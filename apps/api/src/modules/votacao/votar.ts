import { formatarDataHoraVotacao, type VotoRegistrado } from '@portal/contracts';
import { codigoConfirmacao, type CedulaCifradaJson } from '@portal/contracts/votacao-cripto';
import { and, eq, sql } from 'drizzle-orm';
import { votacaoCedulas, votacaoVotantes, votacoes } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { exigirSituacao } from '../inscritos/index.js';
import type { AmbienteVotacao, Quem } from './ambiente.js';
import { verificarCedula } from './cedulas/verificar-cedula.js';
import { motivoForaDaLista } from './elegibilidade.js';
import { opcoesDe, ehEleitor, votacaoPorId } from './votacao.repository.js';
import { situacaoDe, type LinhaVotacao } from './situacao.js';

async function jaVotou(amb: AmbienteVotacao, votacaoId: string, pessoaId: string): Promise<boolean> {
  const r = await amb.db
    .select({ p: votacaoVotantes.pessoaId })
    .from(votacaoVotantes)
    .where(and(eq(votacaoVotantes.votacaoId, votacaoId), eq(votacaoVotantes.pessoaId, pessoaId)))
    .limit(1);
  return r.length > 0;
}

function naJanela(v: LinhaVotacao, agora: Date): void {
  if (v.status === 'rascunho' || v.status === 'cerimonia') throw new AppError('NAO_ENCONTRADO', 'Votação não encontrada.');
  const situacao = situacaoDe(v, agora);
  if (situacao === 'agendada') throw new AppError('VOTACAO_FORA_DA_JANELA', `A votação ainda não começou: abre em ${formatarDataHoraVotacao(v.abreEm)}.`);
  if (situacao !== 'aberta') throw new AppError('VOTACAO_FORA_DA_JANELA', 'A votação está encerrada: não recebe mais votos.');
}

/**
 * One vote, secret (ADR 058, 059): the ballot arrives encrypted. Its proofs are checked first, off the event loop
 * and outside any transaction (an invalid ballot is refused with the library's message and nothing is stored).
 * Then, in one transaction holding the poll's row FOR UPDATE (the chain is one sequence, and the close waits): the
 * window, the voter in the frozen list, the record that this member voted (its primary key refuses a second one,
 * whatever the number of requests or instances racing), and the ballot with the next confirmation code.
 * Nothing of the ballot or the code is logged or audited.
 */
export async function votar(amb: AmbienteVotacao, quem: Quem, votacaoId: string, cedula: CedulaCifradaJson): Promise<VotoRegistrado> {
  const antes = await votacaoPorId(amb.db, votacaoId);
  naJanela(antes, amb.agora());
  // Cheap refusals before the CPU of the proofs (the transaction checks them again).
  if (await jaVotou(amb, votacaoId, quem.pessoaId)) throw new AppError('VOTO_REPETIDO', 'Você já votou nesta votação. Cada eleitor vota uma única vez.');
  if (!(await ehEleitor(amb.db, votacaoId, quem.pessoaId))) throw new AppError('FORA_DA_LISTA_DE_VOTANTES', await motivoForaDaLista(amb.db, antes, quem.pessoaId, amb.agora()));
  const opcoes = (await opcoesDe(amb.db, [votacaoId])).get(votacaoId) ?? [];
  const ctx = { hashEstendido: antes.hashEstendido!, chaveConjunta: antes.chaveConjunta!, opcoes: opcoes.length, minimo: antes.minimo, maximo: antes.maximo };
  // Only the fields of the schema, in its order: what is stored and chained is exactly what was checked.
  const limpa: CedulaCifradaJson = {
    selecoes: cedula.selecoes.map((s) => ({ alfa: s.alfa, beta: s.beta, prova: s.prova.map((p) => ({ c: p.c, v: p.v })) })),
    provaTotal: cedula.provaTotal.map((p) => ({ c: p.c, v: p.v })),
  };
  const problema = await verificarCedula(ctx, limpa);
  if (problema) throw new AppError('CEDULA_INVALIDA', `Cédula recusada: ${problema} Nada foi registrado; recarregue a página e vote de novo.`);
  const codigo = await amb.db.transaction(async (tx) => {
    const v = await votacaoPorId(tx, votacaoId, 'update');
    const agora = amb.agora();
    naJanela(v, agora);
    await exigirSituacao(tx, quem.pessoaId, 'votar'); // suspended or licensed since the list was frozen: no vote (ADR 042)
    if (!(await ehEleitor(tx, votacaoId, quem.pessoaId))) throw new AppError('FORA_DA_LISTA_DE_VOTANTES', await motivoForaDaLista(tx, v, quem.pessoaId, agora));
    const votou = await tx.insert(votacaoVotantes).values({ votacaoId, pessoaId: quem.pessoaId }).onConflictDoNothing().returning({ p: votacaoVotantes.pessoaId });
    if (votou.length === 0) throw new AppError('VOTO_REPETIDO', 'Você já votou nesta votação. Cada eleitor vota uma única vez.');
    const sequencia = v.cedulasEncadeadas + 1;
    const codigo = codigoConfirmacao(v.hashEstendido!, v.ultimoCodigo!, limpa);
    await tx.insert(votacaoCedulas).values({ votacaoId, sequencia, codigo, cedula: limpa });
    await tx.update(votacoes).set({ cedulasEncadeadas: sql`${votacoes.cedulasEncadeadas} + 1`, ultimoCodigo: codigo }).where(eq(votacoes.id, votacaoId));
    return codigo;
  });
  return {
    codigo,
    mensagem:
      'Voto registrado. Guarde seu código de confirmação: ele é mostrado só agora e, no registro público publicado após a apuração, prova que sua cédula foi contada como você a cifrou.',
  };
}
