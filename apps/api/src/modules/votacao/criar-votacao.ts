import type { VotacaoStaff, votacaoBodySchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { votacaoGuardioes, votacaoOpcoes, votacoes } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { AppError } from '../../lib/app-error.js';
import { registrarAuditoria } from '../auditoria/index.js';
import type { AmbienteVotacao, Quem } from './ambiente.js';
import { guardioesElegiveis } from './guardioes-elegiveis.js';
import { nomesDasComissoes, votacaoPorId } from './votacao.repository.js';
import { vistasStaff } from './vistas.js';

export type DadosVotacao = z.output<typeof votacaoBodySchema>;

const auditoria = (quem: Quem, acao: string, detalhes: Record<string, unknown>) => ({
  acao,
  sucesso: true,
  usuarioId: quem.usuarioId,
  ip: quem.ip,
  userAgent: quem.userAgent,
  detalhes,
});
export { auditoria as eventoVotacao };

/**
 * The commission of a commission-only vote must exist (the foreign key holds it too; this says it in words).
 * Its members are read only when the vote opens. Returns the value of `comissao_id`.
 */
async function comissaoDaVotacao(tx: Executor, d: DadosVotacao): Promise<string | null> {
  if (d.elegibilidade !== 'comissao' || !d.comissaoId) return null;
  if ((await nomesDasComissoes(tx, [d.comissaoId])).size === 0) {
    throw new AppError('VALIDACAO', 'Comissão não encontrada: escolha uma das comissões cadastradas.', { campos: { comissaoId: 'Comissão não encontrada.' } });
  }
  return d.comissaoId;
}

async function gravarOpcoes(tx: Executor, votacaoId: string, opcoes: string[]) {
  await tx.delete(votacaoOpcoes).where(eq(votacaoOpcoes.votacaoId, votacaoId));
  await tx.insert(votacaoOpcoes).values(opcoes.map((texto, ordem) => ({ votacaoId, ordem, texto })));
}

/** The guardians, in the order chosen (índice 1…n): each must be eligible (staff or collaborator). */
async function gravarGuardioes(tx: Executor, votacaoId: string, ids: string[]) {
  const elegiveis = new Set((await guardioesElegiveis(tx, ids)).map((g) => g.id));
  const fora = ids.findIndex((id) => !elegiveis.has(id));
  if (fora !== -1) {
    throw new AppError('VALIDACAO', 'Guardião inválido: escolha servidores ou colaboradores da lista.', { campos: { [`guardioes.${fora}`]: 'Escolha um servidor ou colaborador da lista.' } });
  }
  await tx.delete(votacaoGuardioes).where(eq(votacaoGuardioes.votacaoId, votacaoId));
  await tx.insert(votacaoGuardioes).values(ids.map((usuarioId, i) => ({ votacaoId, indice: i + 1, usuarioId })));
}

/** Staff create an election or poll (a draft: editable until it opens). */
export async function criarVotacao(amb: AmbienteVotacao, quem: Quem, d: DadosVotacao): Promise<VotacaoStaff> {
  const agora = amb.agora();
  if (new Date(d.fechaEm) <= agora) {
    throw new AppError('VALIDACAO', 'O encerramento já passou: escolha uma data futura.', { campos: { fechaEm: 'O encerramento já passou.' } });
  }
  const linha = await amb.db.transaction(async (tx) => {
    const comissaoId = await comissaoDaVotacao(tx, d);
    const [v] = await tx
      .insert(votacoes)
      .values({ titulo: d.titulo, descricao: d.descricao, tipo: d.tipo, elegibilidade: d.elegibilidade, comissaoId, abreEm: new Date(d.abreEm), fechaEm: new Date(d.fechaEm), criadoPor: quem.usuarioId, minimo: d.minimo, maximo: d.maximo, quorum: d.quorum })
      .returning();
    await gravarOpcoes(tx, v!.id, d.opcoes);
    await gravarGuardioes(tx, v!.id, d.guardioes);
    await registrarAuditoria(tx, auditoria(quem, 'votacao.criada', { votacaoId: v!.id }));
    return v!;
  });
  return (await vistasStaff(amb.db, [linha], agora))[0]!;
}

/** Staff edit a draft; once the ceremony starts (the keys are for this manifest) nothing changes. */
export async function editarVotacao(amb: AmbienteVotacao, quem: Quem, id: string, d: DadosVotacao): Promise<VotacaoStaff> {
  const agora = amb.agora();
  const linha = await amb.db.transaction(async (tx) => {
    const atual = await votacaoPorId(tx, id, 'update');
    if (atual.status !== 'rascunho') throw new AppError('NAO_EDITAVEL', 'A cerimônia de chaves desta votação já começou: ela não pode mais ser alterada.');
    if (new Date(d.fechaEm) <= agora) {
      throw new AppError('VALIDACAO', 'O encerramento já passou: escolha uma data futura.', { campos: { fechaEm: 'O encerramento já passou.' } });
    }
    const comissaoId = await comissaoDaVotacao(tx, d);
    const [v] = await tx
      .update(votacoes)
      .set({ titulo: d.titulo, descricao: d.descricao, tipo: d.tipo, elegibilidade: d.elegibilidade, comissaoId, abreEm: new Date(d.abreEm), fechaEm: new Date(d.fechaEm), minimo: d.minimo, maximo: d.maximo, quorum: d.quorum })
      .where(eq(votacoes.id, id))
      .returning();
    await gravarOpcoes(tx, id, d.opcoes);
    await gravarGuardioes(tx, id, d.guardioes);
    await registrarAuditoria(tx, auditoria(quem, 'votacao.editada', { votacaoId: id }));
    return v!;
  });
  return (await vistasStaff(amb.db, [linha], agora))[0]!;
}
