/** Reads of the petitions (the filer's, the staff queue's) and the counter of their protocols. */
import type { Peticao, PeticaoStaff, PrazoPeticao, SituacaoPeticao } from '@portal/contracts';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { processoAdvogados, processoDocumentos, processoPartes, processoPeticoes, processoPrazos, processos } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { naoEncontrado } from '../../lib/app-error.js';
import type { Envolvimento } from './index.js';

/** The body of a process that does not exist: also the answer for one this user may not file into or see. */
import { processoNaoEncontrado } from './acesso-processo.js';

export { processoNaoEncontrado };
export const peticaoNaoEncontrada = () => naoEncontrado('Petição não encontrada.');

/**
 * The next protocol 'PET-AAAA/NNNNNN' of `ano`, inside the filing's transaction: the upsert holds the year's
 * row lock until commit, so concurrent filings each get their own number.
 */
export async function proximoProtocoloPeticao(tx: Executor, ano: number): Promise<string> {
  const r = await tx.execute<{ ultimo: number }>(sql`
    insert into peticao_sequencias (ano, ultimo) values (${ano}, 1)
    on conflict (ano) do update set ultimo = peticao_sequencias.ultimo + 1
    returning ultimo`);
  const ultimo = Number(r.rows[0]?.ultimo);
  if (!Number.isInteger(ultimo) || ultimo < 1) throw new Error('Contador de protocolos de petição sem valor.');
  return `PET-${ano}/${String(ultimo).padStart(6, '0')}`;
}

/** The parties whose deadlines this person may meet: the parties they are and those they are a lawyer of. */
export const partesDoFiler = (e: Envolvimento) => [...new Set([...e.comoParte, ...e.comoAdvogado])];

/** Open deadlines (not met) of the process that are the filer's parties' or the whole process's, soonest first. */
export async function prazosAbertosDoFiler(db: Executor, processoId: string, e: Envolvimento, prazoId?: string): Promise<PrazoPeticao[]> {
  const partes = partesDoFiler(e);
  const daParte: SQL | undefined = partes.length > 0 ? or(isNull(processoPrazos.parteId), inArray(processoPrazos.parteId, partes)) : isNull(processoPrazos.parteId);
  return db
    .select({ id: processoPrazos.id, descricao: processoPrazos.descricao, fim: processoPrazos.fim })
    .from(processoPrazos)
    .where(and(eq(processoPrazos.processoId, processoId), isNull(processoPrazos.cumpridoEm), daParte, prazoId ? eq(processoPrazos.id, prazoId) : undefined))
    .orderBy(asc(processoPrazos.fim), asc(processoPrazos.id));
}

export async function cabecalhoDoProcesso(db: Executor, processoId: string) {
  const [p] = await db.select({ id: processos.id, numero: processos.numero, assunto: processos.assunto }).from(processos).where(eq(processos.id, processoId));
  return p ?? null;
}

const colunas = {
  id: processoPeticoes.id,
  processoId: processoPeticoes.processoId,
  processoNumero: processos.numero,
  sigiloso: processos.sigiloso,
  protocolo: processoPeticoes.protocolo,
  tipo: processoPeticoes.tipo,
  texto: processoPeticoes.texto,
  autorNome: processoPeticoes.autorNome,
  autorPessoaId: processoPeticoes.autorPessoaId,
  autorQualidade: processoPeticoes.autorQualidade,
  recebidaEm: processoPeticoes.recebidaEm,
  intempestiva: processoPeticoes.intempestiva,
  situacao: processoPeticoes.situacao,
  analisadaEm: processoPeticoes.analisadaEm,
  prazoId: processoPrazos.id,
  prazoDescricao: processoPrazos.descricao,
  prazoFim: processoPrazos.fim,
};


async function documentosDas(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, Peticao['documentos']>();
  const docs = await db
    .select({ id: processoDocumentos.id, peticaoId: processoDocumentos.peticaoId, nome: processoDocumentos.nome, tamanho: processoDocumentos.tamanho, sha256: processoDocumentos.sha256 })
    .from(processoDocumentos)
    .where(inArray(processoDocumentos.peticaoId, ids))
    .orderBy(asc(processoDocumentos.juntadoEm), asc(processoDocumentos.nome), asc(processoDocumentos.id));
  const porPeticao = new Map<string, Peticao['documentos']>();
  for (const { peticaoId, ...d } of docs) {
    if (!peticaoId) continue;
    porPeticao.set(peticaoId, [...(porPeticao.get(peticaoId) ?? []), d]);
  }
  return porPeticao;
}

async function ler(db: Executor, onde: SQL | undefined, ordem: 'antigas' | 'recentes', limite = 500) {
  const linhas = await db
    .select(colunas)
    .from(processoPeticoes)
    .innerJoin(processos, eq(processos.id, processoPeticoes.processoId))
    .leftJoin(processoPrazos, eq(processoPrazos.id, processoPeticoes.prazoId))
    .where(onde)
    .orderBy(ordem === 'antigas' ? asc(processoPeticoes.recebidaEm) : desc(processoPeticoes.recebidaEm), asc(processoPeticoes.protocolo))
    .limit(limite);
  const docs = await documentosDas(
    db,
    linhas.map((l) => l.id),
  );
  return linhas.map((l) => ({ ...l, documentos: docs.get(l.id) ?? [] }));
}

type Linha = Awaited<ReturnType<typeof ler>>[number];

const prazoDe = (l: Linha): PrazoPeticao | null => (l.prazoId && l.prazoDescricao && l.prazoFim ? { id: l.prazoId, descricao: l.prazoDescricao, fim: l.prazoFim } : null);

function paraMembro(l: Linha): Peticao {
  return {
    id: l.id,
    processoId: l.processoId,
    protocolo: l.protocolo,
    tipo: l.tipo,
    texto: l.texto,
    recebidaEm: l.recebidaEm.toISOString(),
    intempestiva: l.intempestiva,
    prazo: prazoDe(l),
    situacao: l.situacao,
    documentos: l.documentos,
  };
}

/** This person's petitions in one process, newest first (or one of them). */
export async function peticoesDoFiler(db: Executor, processoId: string, pessoaId: string, peticaoId?: string): Promise<Peticao[]> {
  const linhas = await ler(
    db,
    and(eq(processoPeticoes.processoId, processoId), eq(processoPeticoes.autorPessoaId, pessoaId), peticaoId ? eq(processoPeticoes.id, peticaoId) : undefined),
    'recentes',
  );
  return linhas.map(paraMembro);
}

/** The staff queue: oldest first, optionally of one situação (or one petition). */
export async function filaDePeticoes(db: Executor, filtro: { situacao?: SituacaoPeticao; id?: string }): Promise<PeticaoStaff[]> {
  const linhas = await ler(
    db,
    and(filtro.situacao ? eq(processoPeticoes.situacao, filtro.situacao) : undefined, filtro.id ? eq(processoPeticoes.id, filtro.id) : undefined),
    'antigas',
  );
  return linhas.map((l) => ({
    ...paraMembro(l),
    processoNumero: l.processoNumero,
    sigiloso: l.sigiloso,
    autorNome: l.autorNome,
    autorQualidade: l.autorQualidade === 'parte' ? 'parte' : 'advogado',
    analisadaEm: l.analisadaEm?.toISOString() ?? null,
  }));
}

/** The processes this person is a party or a party's lawyer in (where they may file), by number. */
export async function processosPeticionaveis(db: Executor, pessoaId: string) {
  return db
    .select({ id: processos.id, numero: processos.numero, assunto: processos.assunto })
    .from(processos)
    .where(
      or(
        inArray(processos.id, db.select({ id: processoPartes.processoId }).from(processoPartes).where(eq(processoPartes.pessoaId, pessoaId))),
        inArray(processos.id, db.select({ id: processoAdvogados.processoId }).from(processoAdvogados).where(eq(processoAdvogados.pessoaId, pessoaId))),
      ),
    )
    .orderBy(asc(processos.numero))
    .limit(500);
}
