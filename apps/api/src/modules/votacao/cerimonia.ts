import type { ConferenciaBody, VotacaoGuardiao, VotacaoStaff } from '@portal/contracts';
import {
  bytesParaHex,
  codigoInicial,
  contextoDaVotacao,
  hashBase,
  problemaDoManifesto,
  verificarGuardiao,
  type GuardiaoPublicoJson,
  type ParteCifradaJson,
} from '@portal/contracts/votacao-cripto';
import { and, desc, eq, ne } from 'drizzle-orm';
import { votacaoGuardioes, votacaoPartes, votacoes } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { AppError, naoEncontrado } from '../../lib/app-error.js';
import { registrarAuditoria } from '../auditoria/index.js';
import type { AmbienteVotacao, Quem } from './ambiente.js';
import { eventoVotacao } from './criar-votacao.js';
import { apuracaoDe, enviouPartes, estadoDe, etapaDe, todasAsChaves, todasAsPartes, type EstadoVotacao } from './estado.js';
import { manifestoDe } from './manifesto.js';
import { situacaoDe } from './situacao.js';
import { votacaoPorId } from './votacao.repository.js';
import { vistasStaff } from './vistas.js';

const NAO_GUARDIAO = 'Votação não encontrada entre as que você guarda.';

/** The guardian's view of a poll (votacaoGuardiaoSchema). */
export async function vistaGuardiao(ex: Executor, e: EstadoVotacao, indice: number, agora: Date): Promise<VotacaoGuardiao> {
  const { v } = e;
  const situacao = situacaoDe(v, agora);
  const eu = e.guardioes.find((g) => g.indice === indice)!;
  const manifesto = manifestoDe(v, e.opcoes, e.guardioes.length);
  const nome = (i: number) => e.nomes.get(e.guardioes.find((g) => g.indice === i)?.usuarioId ?? '') ?? `Guardião ${i}`;
  const fechada = situacao === 'encerrada' || situacao === 'apurada' || situacao === 'publicada';
  return {
    id: v.id,
    titulo: v.titulo,
    situacao,
    abreEm: v.abreEm.toISOString(),
    fechaEm: v.fechaEm.toISOString(),
    indice,
    etapa: etapaDe(e, eu, situacao),
    quorum: v.quorum,
    manifesto,
    hashBase: bytesParaHex(hashBase(manifesto)),
    guardioes: e.guardioes.map((g) => ({ indice: g.indice, nome: nome(g.indice), publico: g.publico, etapa: etapaDe(e, g, situacao) })),
    partesParaMim: todasAsPartes(e) ? e.partes.filter((p) => p.para === indice).sort((a, b) => a.de - b.de) : [],
    reclamacao: v.reclamacaoPor !== null && v.reclamacaoContra !== null ? { por: { indice: v.reclamacaoPor, nome: nome(v.reclamacaoPor) }, contra: { indice: v.reclamacaoContra, nome: nome(v.reclamacaoContra) } } : null,
    chaveConjunta: v.chaveConjunta,
    hashEstendido: v.hashEstendido,
    apuracao: fechada ? (await apuracaoDe(ex, e)).cifras : null,
    decifracoes: e.decifracoes.size,
  };
}

async function meuIndice(ex: Executor, votacaoId: string, usuarioId: string): Promise<number> {
  const [g] = await ex
    .select({ indice: votacaoGuardioes.indice })
    .from(votacaoGuardioes)
    .where(and(eq(votacaoGuardioes.votacaoId, votacaoId), eq(votacaoGuardioes.usuarioId, usuarioId)));
  if (!g) throw naoEncontrado(NAO_GUARDIAO);
  return g.indice;
}

/** The polls I guard, past the draft, newest first. */
export async function listarVotacoesGuardiao(amb: AmbienteVotacao, quem: Quem): Promise<VotacaoGuardiao[]> {
  const agora = amb.agora();
  const linhas = await amb.db
    .select({ v: votacoes, indice: votacaoGuardioes.indice })
    .from(votacaoGuardioes)
    .innerJoin(votacoes, eq(votacoes.id, votacaoGuardioes.votacaoId))
    .where(and(eq(votacaoGuardioes.usuarioId, quem.usuarioId), ne(votacoes.status, 'rascunho')))
    .orderBy(desc(votacoes.abreEm))
    .limit(50);
  return Promise.all(linhas.map(async (l) => vistaGuardiao(amb.db, await estadoDe(amb.db, l.v), l.indice, agora)));
}

export async function votacaoGuardiao(amb: AmbienteVotacao, quem: Quem, id: string): Promise<VotacaoGuardiao> {
  const indice = await meuIndice(amb.db, id, quem.usuarioId);
  const v = await votacaoPorId(amb.db, id);
  if (v.status === 'rascunho') throw naoEncontrado(NAO_GUARDIAO);
  return vistaGuardiao(amb.db, await estadoDe(amb.db, v), indice, amb.agora());
}

/**
 * One step of a guardian, in a transaction holding the poll's row FOR UPDATE (the steps of all guardians and staff's
 * restart are serialized): `passo` checks and writes; the answer is the guardian's view after it.
 */
export async function passoDoGuardiao(
  amb: AmbienteVotacao,
  quem: Quem,
  id: string,
  passo: (tx: Executor, e: EstadoVotacao, indice: number, agora: Date) => Promise<void>,
): Promise<VotacaoGuardiao> {
  const agora = amb.agora();
  const indice = await meuIndice(amb.db, id, quem.usuarioId);
  await amb.db.transaction(async (tx) => {
    const v = await votacaoPorId(tx, id, 'update');
    if (v.status === 'rascunho') throw naoEncontrado(NAO_GUARDIAO);
    await passo(tx, await estadoDe(tx, v), indice, agora);
  });
  const v = await votacaoPorId(amb.db, id);
  return vistaGuardiao(amb.db, await estadoDe(amb.db, v), indice, agora);
}

function emCerimonia(e: EstadoVotacao): void {
  if (e.v.status !== 'cerimonia' || e.v.cerimoniaConcluidaEm) throw new AppError('TRANSICAO_INVALIDA', 'A cerimônia de chaves desta votação já foi concluída.');
  if (e.v.reclamacaoPor !== null) throw new AppError('TRANSICAO_INVALIDA', 'A cerimônia foi interrompida por uma reclamação: aguarde a equipe reiniciá-la.');
}

/** Step 1: my commitments and their proof (verificarGuardiao), once. */
export function publicarChave(amb: AmbienteVotacao, quem: Quem, id: string, pub: GuardiaoPublicoJson) {
  return passoDoGuardiao(amb, quem, id, async (tx, e, indice) => {
    emCerimonia(e);
    if (pub.indice !== indice) throw new AppError('VALIDACAO', `Sua chave é a do guardião ${indice}.`, { campos: { indice: `Use o índice ${indice}.` } });
    if (e.guardioes.find((g) => g.indice === indice)!.publico) throw new AppError('REGISTRO_REPETIDO', 'Você já publicou sua chave nesta cerimônia.');
    const hB = hashBase(manifestoDe(e.v, e.opcoes, e.guardioes.length));
    if (!verificarGuardiao(hB, pub, e.v.quorum)) throw new AppError('PROVA_INVALIDA', 'A prova da sua chave não confere: gere a chave de novo nesta página.');
    const limpo: GuardiaoPublicoJson = { indice: pub.indice, compromissos: pub.compromissos, prova: { c: pub.prova.c, v: pub.prova.v } };
    await tx.update(votacaoGuardioes).set({ publico: limpo }).where(and(eq(votacaoGuardioes.votacaoId, id), eq(votacaoGuardioes.indice, indice)));
  });
}

/** Step 2: one encrypted part from me to each other guardian, once every key is out. */
export function enviarPartes(amb: AmbienteVotacao, quem: Quem, id: string, partes: ParteCifradaJson[]) {
  return passoDoGuardiao(amb, quem, id, async (tx, e, indice) => {
    emCerimonia(e);
    if (!todasAsChaves(e)) throw new AppError('TRANSICAO_INVALIDA', 'Aguarde todos os guardiões publicarem a chave antes de enviar as partes.');
    if (enviouPartes(e, indice)) throw new AppError('REGISTRO_REPETIDO', 'Você já enviou suas partes nesta cerimônia.');
    const outros = e.guardioes.filter((g) => g.indice !== indice).map((g) => g.indice);
    const paras = partes.map((p) => p.para).sort((a, b) => a - b);
    if (partes.some((p) => p.de !== indice) || paras.join(',') !== outros.join(',')) {
      throw new AppError('VALIDACAO', `Envie uma parte para cada um dos outros guardiões (${outros.join(', ')}), de você (${indice}).`, { campos: { partes: 'Partes incompletas.' } });
    }
    await tx.insert(votacaoPartes).values(partes.map((p) => ({ votacaoId: id, de: indice, para: p.para, parte: { de: p.de, para: p.para, alfa: p.alfa, c1: p.c1, c2: p.c2 } })));
  });
}

/** Step 3: the parts sent to me check (or the one from `de` does not: the ceremony stops naming its sender). */
export function conferirPartes(amb: AmbienteVotacao, quem: Quem, id: string, body: ConferenciaBody) {
  return passoDoGuardiao(amb, quem, id, async (tx, e, indice, agora) => {
    emCerimonia(e);
    if (!todasAsPartes(e)) throw new AppError('TRANSICAO_INVALIDA', 'Aguarde todos os guardiões enviarem as partes antes de conferir.');
    const eu = e.guardioes.find((g) => g.indice === indice)!;
    if (eu.conferiuEm) throw new AppError('REGISTRO_REPETIDO', 'Você já conferiu suas partes nesta cerimônia.');
    if (!body.confere) {
      if (body.de === indice || !e.guardioes.some((g) => g.indice === body.de)) {
        throw new AppError('VALIDACAO', 'Informe o guardião cuja parte não confere.', { campos: { de: 'Guardião inválido.' } });
      }
      await tx.update(votacoes).set({ reclamacaoPor: indice, reclamacaoContra: body.de }).where(eq(votacoes.id, id));
      await registrarAuditoria(tx, eventoVotacao(quem, 'votacao.cerimonia_interrompida', { votacaoId: id, por: indice, contra: body.de }));
      return;
    }
    await tx.update(votacaoGuardioes).set({ conferiuEm: agora }).where(and(eq(votacaoGuardioes.votacaoId, id), eq(votacaoGuardioes.indice, indice)));
    if (e.guardioes.every((g) => g.indice === indice || g.conferiuEm)) {
      // Every guardian holds a share that checks: the joint key and H_E are fixed, the poll can be opened.
      const ctx = contextoDaVotacao(
        manifestoDe(e.v, e.opcoes, e.guardioes.length),
        e.guardioes.map((g) => g.publico!),
      );
      await tx
        .update(votacoes)
        .set({ chaveConjunta: ctx.chaveConjunta, hashEstendido: ctx.hashEstendido, cerimoniaConcluidaEm: agora, ultimoCodigo: codigoInicial(ctx.hashEstendido), cedulasEncadeadas: 0 })
        .where(eq(votacoes.id, id));
      await registrarAuditoria(tx, eventoVotacao(quem, 'votacao.cerimonia_concluida', { votacaoId: id }));
    }
  });
}

/** Staff start the ceremony: the draft is frozen (title, options, numbers and guardians are what the keys are for). */
export async function iniciarCerimonia(amb: AmbienteVotacao, quem: Quem, id: string): Promise<VotacaoStaff> {
  const agora = amb.agora();
  const linha = await amb.db.transaction(async (tx) => {
    const v = await votacaoPorId(tx, id, 'update');
    if (v.status !== 'rascunho') throw new AppError('TRANSICAO_INVALIDA', 'A cerimônia de chaves desta votação já começou.');
    if (v.fechaEm <= agora) throw new AppError('TRANSICAO_INVALIDA', 'O encerramento desta votação já passou: ajuste as datas antes de começar a cerimônia.');
    const e = await estadoDe(tx, v);
    const problema = problemaDoManifesto(manifestoDe(v, e.opcoes, e.guardioes.length));
    if (problema) throw new AppError('TRANSICAO_INVALIDA', `${problema} Edite o rascunho antes de começar a cerimônia.`);
    const [nova] = await tx.update(votacoes).set({ status: 'cerimonia' }).where(eq(votacoes.id, id)).returning();
    await registrarAuditoria(tx, eventoVotacao(quem, 'votacao.cerimonia_iniciada', { votacaoId: id }));
    return nova!;
  });
  return (await vistasStaff(amb.db, [linha], agora))[0]!;
}

/** Staff restart the ceremony before the opening (a complaint, a guardian who lost the file): keys and parts go. */
export async function reiniciarCerimonia(amb: AmbienteVotacao, quem: Quem, id: string): Promise<VotacaoStaff> {
  const agora = amb.agora();
  const linha = await amb.db.transaction(async (tx) => {
    const v = await votacaoPorId(tx, id, 'update');
    if (v.status !== 'cerimonia') throw new AppError('TRANSICAO_INVALIDA', 'Só se reinicia a cerimônia de uma votação que ainda não foi aberta.');
    await tx.delete(votacaoPartes).where(eq(votacaoPartes.votacaoId, id));
    await tx.update(votacaoGuardioes).set({ publico: null, conferiuEm: null }).where(eq(votacaoGuardioes.votacaoId, id));
    const [nova] = await tx
      .update(votacoes)
      .set({ reclamacaoPor: null, reclamacaoContra: null, chaveConjunta: null, hashEstendido: null, cerimoniaConcluidaEm: null, ultimoCodigo: null, cedulasEncadeadas: 0 })
      .where(eq(votacoes.id, id))
      .returning();
    await registrarAuditoria(tx, eventoVotacao(quem, 'votacao.cerimonia_reiniciada', { votacaoId: id }));
    return nova!;
  });
  return (await vistasStaff(amb.db, [linha], agora))[0]!;
}

