/** Queries of the request engine: one request within the caller's scope, lists, pendências, documents, history, títulos. */
import {
  STATUS_ABERTOS,
  STATUS_QUE_AGUARDAM,
  tipoPorCodigo,
  type AreaRequerimento,
  type ResumoAreaRequerimentos,
  type ResumoRequerimentos,
  type ResumoRequerimento,
  type StatusRequerimento,
  type TituloResumo,
} from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { andamentos, documentosRequerimento, requerimentos } from '../../db/schema/index.js';
import { naoEncontrado } from '../../lib/app-error.js';
import { REFERENCIA_REQUERIMENTO, tituloDe, titulosAbertosDe, type LinhaTitulo, type Referencia } from '../financeiro/index.js';
import type { Executor } from '../../db/transacao.js';
import type { Escopo } from './contexto.js';

export type LinhaRequerimento = typeof requerimentos.$inferSelect;
export type LinhaDocumento = typeof documentosRequerimento.$inferSelect;
export type LinhaAndamento = typeof andamentos.$inferSelect;

export const requerimentoNaoEncontrado = () => naoEncontrado('Requerimento não encontrado.');

/** The SQL condition that keeps a query inside the caller's scope. */
export function condicaoDoEscopo(escopo: Escopo): SQL | undefined {
  switch (escopo.tipo) {
    case 'dono':
      return eq(requerimentos.pessoaId, escopo.pessoaId);
    case 'interno':
      return isNotNull(requerimentos.registradoPor);
    case 'anonimo':
      return and(eq(requerimentos.codigo, '301'), eq(requerimentos.chaveAcompanhamentoHash, escopo.chaveHash));
    case 'staff':
      return undefined;
    default: {
      const nunca: never = escopo;
      return nunca;
    }
  }
}

/**
 * One request inside the caller's scope, or 404 'Requerimento não encontrado.' (never 403: another member's
 * id looks exactly like an unknown one). `bloquear` takes the row lock (SELECT … FOR UPDATE) in a transaction.
 */
export async function carregarRequerimento(
  ex: Executor,
  id: string,
  escopo: Escopo,
  opcoes: { bloquear?: boolean } = {},
): Promise<LinhaRequerimento> {
  const consulta = ex
    .select()
    .from(requerimentos)
    .where(and(eq(requerimentos.id, id), condicaoDoEscopo(escopo)))
    .limit(1);
  const [linha] = opcoes.bloquear ? await consulta.for('update') : await consulta;
  if (!linha) throw requerimentoNaoEncontrado();
  return linha;
}

export function tituloDoTipo(codigo: string): string {
  return tipoPorCodigo(codigo)?.titulo ?? `Requerimento ${codigo}`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function resumoDe(r: LinhaRequerimento): ResumoRequerimento {
  return {
    id: r.id,
    codigo: r.codigo,
    titulo: tituloDoTipo(r.codigo),
    area: r.area,
    status: r.status,
    protocolo: r.protocolo,
    criadoEm: r.criadoEm.toISOString(),
    atualizadoEm: r.atualizadoEm.toISOString(),
    enviadoEm: iso(r.enviadoEm),
    prazoDiligencia: r.prazoDiligencia,
    sensivel: r.sensivel,
  };
}

export interface FiltroLista {
  area?: AreaRequerimento | undefined;
  status?: StatusRequerimento | undefined;
  abertos?: boolean | undefined;
  pagina: number;
  tamanho: number;
}

/** The member's requests, newest first; two queries whatever the page size. */
export async function listarDoMembro(ex: Executor, pessoaId: string, f: FiltroLista) {
  const onde = and(
    eq(requerimentos.pessoaId, pessoaId),
    f.area ? eq(requerimentos.area, f.area) : undefined,
    f.status ? eq(requerimentos.status, f.status) : undefined,
    f.abertos === true ? inArray(requerimentos.status, [...STATUS_ABERTOS]) : undefined,
    f.abertos === false ? notInArray(requerimentos.status, [...STATUS_ABERTOS]) : undefined,
  );
  const [linhas, [totais]] = await Promise.all([
    ex
      .select()
      .from(requerimentos)
      .where(onde)
      .orderBy(desc(requerimentos.criadoEm), desc(requerimentos.id))
      .limit(f.tamanho)
      .offset((f.pagina - 1) * f.tamanho),
    ex.select({ total: count() }).from(requerimentos).where(onde),
  ]);
  return { itens: linhas.map(resumoDe), total: totais?.total ?? 0 };
}

/** At most this many items in each list of the pendências page. */
const MAX_PENDENCIAS = 50;

export async function listarPorStatus(ex: Executor, pessoaId: string, status: StatusRequerimento): Promise<ResumoRequerimento[]> {
  const linhas = await ex
    .select()
    .from(requerimentos)
    .where(and(eq(requerimentos.pessoaId, pessoaId), eq(requerimentos.status, status)))
    .orderBy(desc(requerimentos.atualizadoEm), desc(requerimentos.id))
    .limit(MAX_PENDENCIAS);
  return linhas.map(resumoDe);
}

export async function documentosDe(ex: Executor, requerimentoId: string): Promise<LinhaDocumento[]> {
  return ex
    .select()
    .from(documentosRequerimento)
    .where(eq(documentosRequerimento.requerimentoId, requerimentoId))
    .orderBy(asc(documentosRequerimento.enviadoEm), asc(documentosRequerimento.id));
}

/**
 * The history, oldest first. Anonymous reports keep the reporter's steps at midnight, so on the same day
 * the creation (no previous status) comes before what followed.
 */
export async function andamentosDe(ex: Executor, requerimentoId: string, somenteVisiveis: boolean): Promise<LinhaAndamento[]> {
  return ex
    .select()
    .from(andamentos)
    .where(and(eq(andamentos.requerimentoId, requerimentoId), somenteVisiveis ? eq(andamentos.visivelMembro, true) : undefined))
    .orderBy(asc(andamentos.criadoEm), sql`${andamentos.de} is not null`, asc(andamentos.id));
}

/** How finance knows a request: the reference of its fee's título. */
export function referenciaDoRequerimento(requerimentoId: string): Referencia {
  return { tipo: REFERENCIA_REQUERIMENTO, id: requerimentoId };
}

export async function tituloDaTaxa(ex: Executor, requerimentoId: string): Promise<LinhaTitulo | null> {
  return tituloDe(ex, referenciaDoRequerimento(requerimentoId));
}

/** The member's open títulos for the pendências page (finance reads them). */
export function titulosAbertos(ex: Executor, pessoaId: string, hoje: string): Promise<TituloResumo[]> {
  return titulosAbertosDe(ex, pessoaId, hoje, MAX_PENDENCIAS);
}

/** The member's open requests counted by area and by who they wait for (GET /requerimentos/resumo); one query. */
export async function resumoDoMembro(ex: Executor, pessoaId: string): Promise<ResumoRequerimentos> {
  const linhas = await ex
    .select({ area: requerimentos.area, status: requerimentos.status, quantidade: count() })
    .from(requerimentos)
    .where(and(eq(requerimentos.pessoaId, pessoaId), inArray(requerimentos.status, [...STATUS_ABERTOS])))
    .groupBy(requerimentos.area, requerimentos.status);
  const vazio = (): ResumoAreaRequerimentos => ({ rascunhos: 0, aguardandoVoce: 0, emAnalise: 0 });
  const resumo: ResumoRequerimentos = { oab: vazio(), casag: vazio(), ouvidoria: vazio() };
  for (const { area, status, quantidade } of linhas) {
    const daArea = resumo[area];
    if (status === 'rascunho') daArea.rascunhos += quantidade;
    else if (STATUS_QUE_AGUARDAM.requerente.includes(status)) daArea.aguardandoVoce += quantidade;
    else if (STATUS_QUE_AGUARDAM.equipe.includes(status)) daArea.emAnalise += quantidade;
  }
  return resumo;
}
