import type { ResultadoVotacao } from '@portal/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { comissoes, votacaoContagens, votacaoEleitores, votacaoOpcoes, votacaoVotantes, votacoes } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { naoEncontrado } from '../../lib/app-error.js';
import type { LinhaVotacao } from './situacao.js';

export type Opcao = { id: string; texto: string };

export async function opcoesDe(ex: Executor, ids: string[]): Promise<Map<string, Opcao[]>> {
  const mapa = new Map<string, Opcao[]>();
  if (ids.length === 0) return mapa;
  const linhas = await ex
    .select({ id: votacaoOpcoes.id, votacaoId: votacaoOpcoes.votacaoId, texto: votacaoOpcoes.texto })
    .from(votacaoOpcoes)
    .where(inArray(votacaoOpcoes.votacaoId, ids))
    .orderBy(asc(votacaoOpcoes.votacaoId), asc(votacaoOpcoes.ordem));
  for (const l of linhas) {
    const lista = mapa.get(l.votacaoId) ?? [];
    lista.push({ id: l.id, texto: l.texto });
    mapa.set(l.votacaoId, lista);
  }
  return mapa;
}

/** The names of the commissions whose members vote, by id (one query for a whole list). */
export async function nomesDasComissoes(ex: Executor, ids: (string | null)[]): Promise<Map<string, string>> {
  const unicos = [...new Set(ids.filter((id): id is string => id !== null))];
  if (unicos.length === 0) return new Map();
  const linhas = await ex.select({ id: comissoes.id, nome: comissoes.nome }).from(comissoes).where(inArray(comissoes.id, unicos));
  return new Map(linhas.map((l) => [l.id, l.nome]));
}

/**
 * The name of a commission, its row share-locked for the rest of the transaction (null when it does not exist).
 * Appointments and term changes take that row FOR UPDATE (ADR 024), so the members read after this lock are the
 * membership as of one moment: the opening.
 */
export async function comissaoTravada(tx: Executor, id: string): Promise<string | null> {
  const [c] = await tx.select({ nome: comissoes.nome }).from(comissoes).where(eq(comissoes.id, id)).for('share');
  return c?.nome ?? null;
}

/** Voters who voted and voters listed, per election (two counts). */
export async function comparecimentoDe(ex: Executor, ids: string[]): Promise<Map<string, { votantes: number; eleitores: number }>> {
  const mapa = new Map<string, { votantes: number; eleitores: number }>();
  if (ids.length === 0) return mapa;
  const [eleitores, votantes] = await Promise.all([
    ex.select({ id: votacaoEleitores.votacaoId, n: count() }).from(votacaoEleitores).where(inArray(votacaoEleitores.votacaoId, ids)).groupBy(votacaoEleitores.votacaoId),
    ex.select({ id: votacaoVotantes.votacaoId, n: count() }).from(votacaoVotantes).where(inArray(votacaoVotantes.votacaoId, ids)).groupBy(votacaoVotantes.votacaoId),
  ]);
  for (const id of ids) mapa.set(id, { votantes: 0, eleitores: 0 });
  for (const e of eleitores) mapa.get(e.id)!.eleitores = Number(e.n);
  for (const v of votantes) mapa.get(v.id)!.votantes = Number(v.n);
  return mapa;
}

/** The counts (found by the guardians' quorum, or frozen from a legacy poll), per option in order. */
export async function apurar(ex: Executor, v: Pick<LinhaVotacao, 'id' | 'legado' | 'cedulasEncadeadas'>, opcoes: Opcao[]): Promise<ResultadoVotacao> {
  const linhas = await ex.select({ opcaoId: votacaoContagens.opcaoId, n: votacaoContagens.votos }).from(votacaoContagens).where(eq(votacaoContagens.votacaoId, v.id));
  const por = new Map(linhas.map((l) => [l.opcaoId, l.n]));
  const itens = opcoes.map((o) => ({ id: o.id, texto: o.texto, votos: por.get(o.id) ?? 0 }));
  // A legacy ballot selected exactly one option; an encrypted poll counts its chain (blank or several selections).
  return { opcoes: itens, totalCedulas: v.legado ? itens.reduce((s, o) => s + o.votos, 0) : v.cedulasEncadeadas };
}

export async function votacaoPorId(ex: Executor, id: string, travar?: 'update' | 'share'): Promise<LinhaVotacao> {
  const q = ex.select().from(votacoes).where(eq(votacoes.id, id));
  const [v] = await (travar === 'update' ? q.for('update') : travar === 'share' ? q.for('share') : q);
  if (!v) throw naoEncontrado('Votação não encontrada.');
  return v;
}

export const ehEleitor = async (ex: Executor, votacaoId: string, pessoaId: string) =>
  (await ex.select({ p: votacaoEleitores.pessoaId }).from(votacaoEleitores).where(and(eq(votacaoEleitores.votacaoId, votacaoId), eq(votacaoEleitores.pessoaId, pessoaId))).limit(1)).length > 0;
