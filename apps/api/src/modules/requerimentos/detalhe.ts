/** One request as the member or staff see it (the contracts' DTOs): data, parent, documents, history, fee and the actions available now. */
import {
  acoesPermitidas,
  tipoPorCodigo,
  type AcaoRequerimento,
  type Andamento,
  type RequerimentoDetalhe,
  type RequerimentoStaff,
  hojeSaoPaulo,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { inscricoes, pessoas, requerimentos } from '../../db/schema/index.js';
import { tituloResumoDe } from '../financeiro/index.js';
import type { Executor } from '../../db/transacao.js';
import type { Escopo } from './contexto.js';
import { documentoDe } from './documentos.js';
import {
  andamentosDe,
  carregarRequerimento,
  documentosDe,
  resumoDe,
  tituloDaTaxa,
  tituloDoTipo,
  type LinhaAndamento,
  type LinhaRequerimento,
} from './requerimentos.repository.js';
import { aceitaDiligencia } from './transicoes.js';

export function andamentoDe(a: LinhaAndamento): Andamento {
  return { id: a.id, em: a.criadoEm.toISOString(), de: a.de, para: a.para, texto: a.texto, autor: a.autorTipo, prazo: a.prazo };
}

/** What the member may do now: send (with or without the fee step) and cancel a draft; cancel before analysis. */
export function acoesDoMembro(linha: Pick<LinhaRequerimento, 'codigo' | 'status'>): AcaoRequerimento[] {
  const comTaxa = Boolean(tipoPorCodigo(linha.codigo)?.taxaCentavos);
  return acoesPermitidas(linha.status, 'membro').filter((a) => (a === 'enviar' ? !comTaxa : a === 'enviar_com_taxa' ? comTaxa : true));
}

/** What staff may do now (TRANSICOES), without the diligência an ombudsman request cannot receive. */
export function acoesDoStaff(linha: Pick<LinhaRequerimento, 'area' | 'status'>): AcaoRequerimento[] {
  return acoesPermitidas(linha.status, 'staff').filter((a) => a !== 'pedir_diligencia' || aceitaDiligencia(linha));
}

async function montarDetalhe(ex: Executor, linha: LinhaRequerimento, visao: 'membro' | 'staff'): Promise<RequerimentoDetalhe> {
  const [docs, hist, taxa, pai] = await Promise.all([
    documentosDe(ex, linha.id),
    andamentosDe(ex, linha.id, visao === 'membro'),
    tituloDaTaxa(ex, linha.id),
    linha.paiId
      ? ex
          .select({ id: requerimentos.id, protocolo: requerimentos.protocolo, codigo: requerimentos.codigo })
          .from(requerimentos)
          .where(eq(requerimentos.id, linha.paiId))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const [p] = pai;
  return {
    ...resumoDe(linha),
    dados: linha.dados,
    pai: p ? { id: p.id, protocolo: p.protocolo, titulo: tituloDoTipo(p.codigo) } : null,
    documentos: docs.map(documentoDe),
    andamentos: hist.map(andamentoDe),
    tituloTaxa: taxa ? tituloResumoDe(taxa, hojeSaoPaulo()) : null,
    acoes: visao === 'membro' ? acoesDoMembro(linha) : acoesDoStaff(linha),
    codigoVerificacao: linha.codigoVerificacao,
  };
}

/**
 * The request `id` as the member (`visao` 'membro': member actions, andamentos visible to the member) or
 * staff ('staff': staff actions from TRANSICOES, every andamento, the requester) see it. `escopo` limits which
 * requests may be read (404 'Requerimento não encontrado.' outside it); without it any request is read, so
 * the caller must have checked access (and, for sensitive types, the permission and the audit row).
 */
export async function detalheRequerimento(ex: Executor, id: string, visao: 'membro', escopo?: Escopo): Promise<RequerimentoDetalhe>;
export async function detalheRequerimento(ex: Executor, id: string, visao: 'staff', escopo?: Escopo): Promise<RequerimentoStaff>;
export async function detalheRequerimento(
  ex: Executor,
  id: string,
  visao: 'membro' | 'staff',
  escopo: Escopo = { tipo: 'staff' },
): Promise<RequerimentoDetalhe | RequerimentoStaff> {
  const linha = await carregarRequerimento(ex, id, escopo);
  const detalhe = await montarDetalhe(ex, linha, visao);
  if (visao === 'membro') return detalhe;
  return { ...detalhe, requerente: await requerenteDe(ex, linha.pessoaId), registradoPorStaff: linha.registradoPor !== null };
}

/** The member a request belongs to (null for anonymous reports). */
export async function requerenteDe(ex: Executor, pessoaId: string | null): Promise<RequerimentoStaff['requerente']> {
  if (!pessoaId) return null;
  const [p] = await ex
    .select({ pessoaId: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf, email: pessoas.email })
    .from(pessoas)
    .where(eq(pessoas.id, pessoaId))
    .limit(1);
  if (!p) return null;
  const [i] = await ex
    .select({ numero: inscricoes.numero, uf: inscricoes.uf })
    .from(inscricoes)
    .where(eq(inscricoes.pessoaId, pessoaId))
    .orderBy(sql`${inscricoes.tipo} = 'principal' desc`, inscricoes.dataInscricao)
    .limit(1);
  return { ...p, inscricao: i ? `${i.numero}/${i.uf}` : null };
}
