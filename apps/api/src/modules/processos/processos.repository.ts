/** Reads of the member side of the processes: the consulta processual, the member's processes, a process's detail. */
import {
  diasRestantesDoPrazo,
  TAMANHO_PAGINA_CONSULTA,
  type DocumentoDoProcesso,
  type MeuProcesso,
  type ProcessoDetalhe,
  type ProcessoResumo,
  type QualidadeNoProcesso,
  type SituacaoPeticao,
} from '@portal/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, like, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  pautaItens,
  pessoas,
  processoAdvogados,
  processoDocumentos,
  processoMovimentos,
  processoPartes,
  processoPeticoes,
  processoPrazos,
  processos,
  sessoesJulgamento,
} from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { condicaoVisivelPara, type AcessoProcesso } from './acesso-processo.js';
import { AUTOR_SECRETARIA } from './movimentos.js';

const colunasResumo = {
  id: processos.id,
  numero: processos.numero,
  classe: processos.classe,
  assunto: processos.assunto,
  orgao: processos.orgao,
  fase: processos.fase,
  situacao: processos.situacao,
};

/** What the search looks for: a number (whole or its start) or the words of a party's name. */
export type CriterioBusca = { numero: string } | { palavras: string[] };

/**
 * The party-name condition: every word is the start of a word of the same party's name (accent-insensitive, the
 * stored `nome_busca` went through textoDeBusca). Full-text prefix matching on a GIN index, built into PostgreSQL
 * (and PGlite), so it stays fast at hundreds of thousands of parties.
 */
function condicaoNomeDaParte(palavras: string[]): SQL {
  const consulta = palavras.map((p) => `${p}:*`).join(' & ');
  return inArray(
    processos.id,
    sql`(select ${processoPartes.processoId} from ${processoPartes} where to_tsvector('simple', ${processoPartes.nomeBusca}) @@ to_tsquery('simple', ${consulta}))`,
  );
}

/**
 * The consulta processual. `visivelPara` is the person searching (confidential processes only where they are a
 * party or a party's lawyer) or null for staff with the processes permission (everything). A confidential process
 * the user may not see is filtered inside the query: it is counted, found and timed exactly as a missing one.
 */
export async function buscarProcessos(
  db: Executor,
  criterio: CriterioBusca,
  visivelPara: string | null,
  pagina: number,
): Promise<{ itens: ProcessoResumo[]; total: number }> {
  const porCriterio =
    'numero' in criterio
      ? criterio.numero.length === 11
        ? eq(processos.numero, criterio.numero)
        : like(processos.numero, `${criterio.numero}%`)
      : condicaoNomeDaParte(criterio.palavras);
  const onde = visivelPara === null ? porCriterio : and(porCriterio, condicaoVisivelPara(visivelPara));
  // One pass: the page and the total together (a window count), so the matches are read once, not twice.
  const linhas = await db
    .select({ ...colunasResumo, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(processos)
    .where(onde)
    .orderBy(desc(processos.numero))
    .limit(TAMANHO_PAGINA_CONSULTA)
    .offset((pagina - 1) * TAMANHO_PAGINA_CONSULTA);
  const itens = linhas.map(({ total: _total, ...item }) => item);
  if (linhas.length > 0) return { itens, total: linhas[0]!.total };
  // A page past the end has no rows to carry the total: count apart (first pages never get here with matches).
  if (pagina === 1) return { itens, total: 0 };
  const [totais] = await db.select({ total: count() }).from(processos).where(onde);
  return { itens, total: totais?.total ?? 0 };
}

const STATUS_SESSAO_ENCERRADOS = ['encerrada', 'cancelada'] as const;

/**
 * The processes where this person is a party or a party's lawyer, with the next open deadline and the next session:
 * one query (the person's involvements grouped, then a lateral read of each process's next deadline and session),
 * so a lawyer in a hundred processes costs one round trip.
 */
export async function meusProcessos(db: Executor, pessoaId: string, hoje: string): Promise<MeuProcesso[]> {
  // A lawyer who is also a party files as a lawyer (DOMAIN: "each person once, as lawyer when they are both").
  const envolvimentos = db
    .select({ processoId: sql<string>`e.processo_id`.as('processo_id'), advogado: sql<boolean>`bool_or(e.advogado)`.as('advogado') })
    .from(
      sql`(select ${processoPartes.processoId} as processo_id, false as advogado from ${processoPartes} where ${processoPartes.pessoaId} = ${pessoaId}
        union all
        select ${processoAdvogados.processoId}, true from ${processoAdvogados} where ${processoAdvogados.pessoaId} = ${pessoaId}) e`,
    )
    .groupBy(sql`e.processo_id`)
    .as('envolvimentos');
  const prazo = db
    .select({ descricao: processoPrazos.descricao, fim: processoPrazos.fim, diasUteis: processoPrazos.diasUteis })
    .from(processoPrazos)
    .where(and(eq(processoPrazos.processoId, processos.id), isNull(processoPrazos.cumpridoEm), gte(processoPrazos.fim, hoje)))
    .orderBy(asc(processoPrazos.fim))
    .limit(1)
    .as('prazo');
  const sessao = db
    .select({ sessaoId: sessoesJulgamento.id, orgao: sessoesJulgamento.orgao, inicio: sessoesJulgamento.inicio, modalidade: sessoesJulgamento.modalidade })
    .from(pautaItens)
    .innerJoin(sessoesJulgamento, eq(sessoesJulgamento.id, pautaItens.sessaoId))
    .where(and(eq(pautaItens.processoId, processos.id), eq(pautaItens.emAberto, true), notInArray(sessoesJulgamento.status, [...STATUS_SESSAO_ENCERRADOS])))
    .orderBy(asc(sessoesJulgamento.inicio))
    .limit(1)
    .as('sessao');
  const linhas = await db
    .select({ ...colunasResumo, sigiloso: processos.sigiloso, advogado: envolvimentos.advogado, prazo: { ...prazo._.selectedFields }, sessao: { ...sessao._.selectedFields } })
    .from(processos)
    .innerJoin(envolvimentos, eq(envolvimentos.processoId, processos.id))
    .leftJoinLateral(prazo, sql`true`)
    .leftJoinLateral(sessao, sql`true`)
    .orderBy(desc(processos.numero));
  return linhas.map(({ advogado, prazo: pz, sessao: s, ...p }) => ({
    ...p,
    qualidade: advogado ? 'advogado' : 'parte',
    proximoPrazo: pz?.fim ? { descricao: pz.descricao, fim: pz.fim, diasUteis: pz.diasUteis, diasRestantes: diasRestantesDoPrazo(hoje, pz.fim, pz.diasUteis) } : null,
    proximaSessao: s?.sessaoId ? { sessaoId: s.sessaoId, orgao: s.orgao, inicio: s.inicio.toISOString(), modalidade: s.modalidade } : null,
  }));
}

interface LinhaDocumento {
  id: string;
  nome: string;
  formato: string;
  tamanho: number;
  juntadoEm: Date;
  juntadoPorNome: string;
  publico: boolean;
  peticao: { protocolo: string; situacao: SituacaoPeticao; analisadaEm: Date | null } | null;
}

/**
 * A document as the detail shows it. One sent with a petition is stored when the petition arrives (its row's
 * `juntadoEm`/`juntadoPorNome` are the sending and the sender): it enters the records only when the secretariat
 * files the petition (then: filed at the decision, by the secretariat, as the timeline says), and never when the
 * petition is not accepted.
 */
function documentoComoVisto({ peticao, ...d }: LinhaDocumento): DocumentoDoProcesso {
  if (!peticao) return { ...d, juntadoEm: d.juntadoEm.toISOString(), peticao: null };
  const juntada = peticao.situacao === 'juntada';
  return {
    ...d,
    juntadoEm: juntada ? (peticao.analisadaEm ?? d.juntadoEm).toISOString() : null,
    juntadoPorNome: juntada ? AUTOR_SECRETARIA : null,
    peticao: { protocolo: peticao.protocolo, situacao: peticao.situacao, enviadaEm: d.juntadoEm.toISOString(), enviadaPorNome: d.juntadoPorNome },
  };
}

/** May this viewer see the process's documents (parties, their lawyers, staff)? */
export const vePecas = (a: AcessoProcesso) => a.visao !== 'publico';

/** The detail of a process as this viewer sees it (the caller already asked acessoAoProcesso). */
export async function detalharProcesso(db: Executor, processoId: string, acesso: AcessoProcesso, hoje: string): Promise<ProcessoDetalhe | null> {
  const staff = acesso.visao === 'staff';
  const [[p], partes, advogados, movimentos, documentos, prazos, sessoes] = await Promise.all([
    db
      .select({ ...colunasResumo, sigiloso: processos.sigiloso, autuadoEm: processos.autuadoEm, relator: pessoas.nome })
      .from(processos)
      .leftJoin(pessoas, eq(pessoas.id, processos.relatorPessoaId))
      .where(eq(processos.id, processoId))
      .limit(1),
    db
      .select({ id: processoPartes.id, papel: processoPartes.papel, nome: processoPartes.nome })
      .from(processoPartes)
      .where(eq(processoPartes.processoId, processoId))
      .orderBy(asc(processoPartes.criadoEm), asc(processoPartes.id)),
    db
      .select({ parteId: processoAdvogados.parteId, nome: pessoas.nome })
      .from(processoAdvogados)
      .innerJoin(pessoas, eq(pessoas.id, processoAdvogados.pessoaId))
      .where(eq(processoAdvogados.processoId, processoId))
      .orderBy(asc(pessoas.nome)),
    db
      .select({ id: processoMovimentos.id, em: processoMovimentos.em, tipo: processoMovimentos.tipo, texto: processoMovimentos.texto, autorNome: processoMovimentos.autorNome, publico: processoMovimentos.publico })
      .from(processoMovimentos)
      .where(staff ? eq(processoMovimentos.processoId, processoId) : and(eq(processoMovimentos.processoId, processoId), eq(processoMovimentos.publico, true)))
      .orderBy(desc(processoMovimentos.em), desc(processoMovimentos.id)),
    vePecas(acesso)
      ? db
          .select({
            id: processoDocumentos.id,
            nome: processoDocumentos.nome,
            formato: processoDocumentos.formato,
            tamanho: processoDocumentos.tamanho,
            juntadoEm: processoDocumentos.juntadoEm,
            juntadoPorNome: processoDocumentos.juntadoPorNome,
            publico: processoDocumentos.publico,
            peticao: {
              protocolo: processoPeticoes.protocolo,
              situacao: processoPeticoes.situacao,
              analisadaEm: processoPeticoes.analisadaEm,
            },
          })
          .from(processoDocumentos)
          .leftJoin(processoPeticoes, eq(processoPeticoes.id, processoDocumentos.peticaoId))
          .where(staff ? eq(processoDocumentos.processoId, processoId) : and(eq(processoDocumentos.processoId, processoId), eq(processoDocumentos.publico, true)))
          .orderBy(desc(processoDocumentos.juntadoEm))
      : Promise.resolve(null),
    db
      .select({
        id: processoPrazos.id,
        descricao: processoPrazos.descricao,
        inicio: processoPrazos.inicio,
        fim: processoPrazos.fim,
        dias: processoPrazos.dias,
        diasUteis: processoPrazos.diasUteis,
        cumpridoEm: processoPrazos.cumpridoEm,
      })
      .from(processoPrazos)
      .where(eq(processoPrazos.processoId, processoId))
      .orderBy(asc(processoPrazos.fim)),
    db
      .select({
        sessaoId: sessoesJulgamento.id,
        orgao: sessoesJulgamento.orgao,
        inicio: sessoesJulgamento.inicio,
        modalidade: sessoesJulgamento.modalidade,
        status: sessoesJulgamento.status,
        ordem: pautaItens.ordem,
        resultado: pautaItens.resultado,
      })
      .from(pautaItens)
      .innerJoin(sessoesJulgamento, eq(sessoesJulgamento.id, pautaItens.sessaoId))
      .where(eq(pautaItens.processoId, processoId))
      .orderBy(desc(sessoesJulgamento.inicio)),
  ]);
  if (!p) return null;
  const e = acesso.envolvimento;
  const qualidade: QualidadeNoProcesso | null = e.comoAdvogado.length > 0 ? 'advogado' : e.comoParte.length > 0 ? 'parte' : null;
  return {
    ...p,
    visao: acesso.visao,
    qualidade,
    podePeticionar: qualidade !== null,
    partes: partes.map((parte) => ({ ...parte, advogados: advogados.filter((a) => a.parteId === parte.id).map((a) => a.nome) })),
    movimentos: movimentos.map((m) => ({ ...m, em: m.em.toISOString() })),
    documentos: documentos ? documentos.map(documentoComoVisto) : null,
    prazos: prazos.map(({ cumpridoEm, ...pr }) => ({
      ...pr,
      cumprido: cumpridoEm !== null,
      diasRestantes: cumpridoEm !== null ? null : diasRestantesDoPrazo(hoje, pr.fim, pr.diasUteis),
    })),
    sessoes: sessoes.map((s) => ({ ...s, inicio: s.inicio.toISOString() })),
  };
}

/** One document of a process (its row), or undefined. */
export async function documentoDoProcesso(db: Executor, processoId: string, documentoId: string) {
  const [doc] = await db
    .select()
    .from(processoDocumentos)
    .where(and(eq(processoDocumentos.id, documentoId), eq(processoDocumentos.processoId, processoId)))
    .limit(1);
  return doc;
}

/** The number of a process (for the audit row). */
export async function numeroDoProcesso(db: Executor, processoId: string): Promise<string | null> {
  const [p] = await db.select({ numero: processos.numero }).from(processos).where(eq(processos.id, processoId)).limit(1);
  return p?.numero ?? null;
}
