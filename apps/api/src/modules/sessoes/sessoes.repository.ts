/** Reads of the judgment sessions: the staff list and agenda, the candidates for an agenda, the member's upcoming agendas. */
import { HORAS_LIMITE_SUSTENTACAO, type ItemPautaMembro, type ItemPautaStaff, type SessaoMembro, type SessaoResumo, type SessaoStaff, type SessoesFiltro } from '@portal/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { pautaItens, pessoas, processoAdvogados, processoPartes, processos, sessoesJulgamento, sustentacoesOrais } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { textoDeBusca } from '../../lib/texto-de-busca.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The instant sign-ups close: HORAS_LIMITE_SUSTENTACAO before the start. */
export const limiteInscricao = (inicio: Date) => new Date(inicio.getTime() - HORAS_LIMITE_SUSTENTACAO * 3_600_000);

/** Midnight of a São Paulo date (no daylight saving since 2019). */
const meiaNoiteSp = (data: string) => new Date(`${data}T00:00:00-03:00`);

export async function listarSessoes(db: Executor, f: SessoesFiltro): Promise<SessaoResumo[]> {
  const condicoes: SQL[] = [];
  if (f.orgao) condicoes.push(eq(sessoesJulgamento.orgao, f.orgao));
  if (f.status) condicoes.push(eq(sessoesJulgamento.status, f.status));
  if (f.de) condicoes.push(gte(sessoesJulgamento.inicio, meiaNoiteSp(f.de)));
  if (f.ate) condicoes.push(lt(sessoesJulgamento.inicio, new Date(meiaNoiteSp(f.ate).getTime() + 86_400_000)));
  const linhas = await db
    .select({
      s: sessoesJulgamento,
      // The session's id written with its table: in a one-table select Drizzle leaves a column unqualified, and a bare
      // "id" inside the subquery would be the agenda item's own (every count 0).
      itens: sql<number>`(select count(*)::int from ${pautaItens} pi where pi.sessao_id = ${sessoesJulgamento}.id)`,
      pendentes: sql<number>`(select count(*)::int from ${pautaItens} pi where pi.sessao_id = ${sessoesJulgamento}.id and pi.em_aberto)`,
    })
    .from(sessoesJulgamento)
    .where(condicoes.length ? and(...condicoes) : undefined)
    .orderBy(desc(sessoesJulgamento.inicio))
    .limit(200);
  return linhas.map(({ s, itens, pendentes }) => ({
    id: s.id,
    orgao: s.orgao,
    inicio: s.inicio.toISOString(),
    modalidade: s.modalidade,
    local: s.local,
    link: s.link,
    status: s.status,
    observacoes: s.observacoes,
    itens: Number(itens),
    pendentes: Number(pendentes),
  }));
}

/** The parties' names of these processes, in role order. */
async function partesDe(db: Executor, processoIds: string[]) {
  const porProcesso = new Map<string, { id: string; papel: (typeof processoPartes.$inferSelect)['papel']; nome: string }[]>();
  if (processoIds.length === 0) return porProcesso;
  const linhas = await db
    .select({ id: processoPartes.id, processoId: processoPartes.processoId, papel: processoPartes.papel, nome: processoPartes.nome })
    .from(processoPartes)
    .where(inArray(processoPartes.processoId, processoIds))
    .orderBy(asc(processoPartes.criadoEm), asc(processoPartes.nome));
  for (const l of linhas) {
    const lista = porProcesso.get(l.processoId) ?? [];
    lista.push({ id: l.id, papel: l.papel, nome: l.nome });
    porProcesso.set(l.processoId, lista);
  }
  return porProcesso;
}

async function itensDaPauta(db: Executor, sessaoIds: string[]) {
  if (sessaoIds.length === 0) return [];
  return db
    .select({
      item: pautaItens,
      numero: processos.numero,
      classe: processos.classe,
      assunto: processos.assunto,
      sigiloso: processos.sigiloso,
      relator: pessoas.nome,
    })
    .from(pautaItens)
    .innerJoin(processos, eq(processos.id, pautaItens.processoId))
    .leftJoin(pessoas, eq(pessoas.id, pautaItens.relatorPessoaId))
    .where(inArray(pautaItens.sessaoId, sessaoIds))
    .orderBy(asc(pautaItens.ordem), asc(pautaItens.incluidoEm));
}

export async function sessaoStaff(db: Executor, id: string): Promise<SessaoStaff | null> {
  const [s] = await db.select().from(sessoesJulgamento).where(eq(sessoesJulgamento.id, id)).limit(1);
  if (!s) return null;
  const itens = await itensDaPauta(db, [id]);
  const partes = await partesDe(db, itens.map((i) => i.item.processoId));
  const inscricoes = itens.length
    ? await db
        .select({ id: sustentacoesOrais.id, pautaItemId: sustentacoesOrais.pautaItemId, advogado: pessoas.nome, parte: processoPartes.nome, inscritoEm: sustentacoesOrais.inscritoEm })
        .from(sustentacoesOrais)
        .innerJoin(pessoas, eq(pessoas.id, sustentacoesOrais.advogadoPessoaId))
        .innerJoin(processoPartes, eq(processoPartes.id, sustentacoesOrais.parteId))
        .where(and(inArray(sustentacoesOrais.pautaItemId, itens.map((i) => i.item.id)), isNull(sustentacoesOrais.canceladaEm)))
        .orderBy(asc(sustentacoesOrais.inscritoEm))
    : [];
  return {
    id: s.id,
    orgao: s.orgao,
    inicio: s.inicio.toISOString(),
    modalidade: s.modalidade,
    local: s.local,
    link: s.link,
    status: s.status,
    observacoes: s.observacoes,
    abertaEm: iso(s.abertaEm),
    encerradaEm: iso(s.encerradaEm),
    itens: itens.map(
      (i): ItemPautaStaff => ({
        id: i.item.id,
        ordem: i.item.ordem,
        processoId: i.item.processoId,
        numero: i.numero,
        classe: i.classe,
        assunto: i.assunto,
        sigiloso: i.sigiloso,
        partes: (partes.get(i.item.processoId) ?? []).map((p) => ({ papel: p.papel, nome: p.nome })),
        relator: i.relator,
        emAberto: i.item.emAberto,
        resultado: i.item.resultado,
        decisao: i.item.decisao,
        ementa: i.item.ementa,
        resultadoEm: iso(i.item.resultadoEm),
        inscricoes: inscricoes
          .filter((x) => x.pautaItemId === i.item.id)
          .map((x) => ({ id: x.id, advogado: x.advogado, parte: x.parte, inscritoEm: x.inscritoEm.toISOString() })),
      }),
    ),
  };
}

/**
 * Processes that may go on an agenda: by number (prefix) or party name, not on any open agenda. Staff with the
 * processes permission see confidential processes too.
 */
export async function candidatosPauta(db: Executor, q: string) {
  const termo = q.trim();
  const numero = termo.replace(/[^\d.]/g, '');
  const nome = textoDeBusca(termo);
  const filtros: SQL[] = [sql`not exists (select 1 from ${pautaItens} pi where pi.processo_id = ${processos.id} and pi.em_aberto)`];
  if (termo !== '') {
    const ou: SQL[] = [];
    if (numero.length >= 2) ou.push(sql`${processos.numero} like ${`${numero.replace(/[%_]/g, '')}%`}`);
    if (nome.length >= 2)
      ou.push(sql`exists (select 1 from ${processoPartes} pp where pp.processo_id = ${processos.id} and pp.nome_busca like ${`%${nome.replace(/[%_\\]/g, '')}%`})`);
    if (ou.length === 0) return [];
    filtros.push(or(...ou)!);
  }
  const linhas = await db
    .select({ p: processos, relator: pessoas.nome })
    .from(processos)
    .leftJoin(pessoas, eq(pessoas.id, processos.relatorPessoaId))
    .where(and(...filtros))
    .orderBy(desc(processos.numero))
    .limit(20);
  const partes = await partesDe(db, linhas.map((l) => l.p.id));
  return linhas.map(({ p, relator }) => ({
    processoId: p.id,
    numero: p.numero,
    classe: p.classe,
    assunto: p.assunto,
    orgao: p.orgao,
    sigiloso: p.sigiloso,
    relator,
    partes: (partes.get(p.id) ?? []).map((x) => ({ papel: x.papel, nome: x.nome })),
  }));
}

/**
 * The upcoming sessions (scheduled from a day ago on, or open) with their public agendas, as this member sees them.
 * A confidential process the member is not in: number and place only.
 */
export async function sessoesDoMembro(db: Executor, viewer: { pessoaId: string; isAdvogado: boolean }, agora = new Date()): Promise<SessaoMembro[]> {
  const sessoes = await db
    .select()
    .from(sessoesJulgamento)
    .where(or(eq(sessoesJulgamento.status, 'aberta'), and(eq(sessoesJulgamento.status, 'agendada'), gte(sessoesJulgamento.inicio, new Date(agora.getTime() - 86_400_000)))))
    .orderBy(asc(sessoesJulgamento.inicio))
    .limit(50);
  const itens = await itensDaPauta(db, sessoes.map((s) => s.id));
  const processoIds = [...new Set(itens.map((i) => i.item.processoId))];
  const partes = await partesDe(db, processoIds);
  const [minhasPartes, meusClientes, minhasInscricoes] = processoIds.length
    ? await Promise.all([
        db.select({ processoId: processoPartes.processoId }).from(processoPartes).where(and(inArray(processoPartes.processoId, processoIds), eq(processoPartes.pessoaId, viewer.pessoaId))),
        db.select({ processoId: processoAdvogados.processoId }).from(processoAdvogados).where(and(inArray(processoAdvogados.processoId, processoIds), eq(processoAdvogados.pessoaId, viewer.pessoaId))),
        db
          .select({ pautaItemId: sustentacoesOrais.pautaItemId })
          .from(sustentacoesOrais)
          .where(and(inArray(sustentacoesOrais.pautaItemId, itens.map((i) => i.item.id)), eq(sustentacoesOrais.advogadoPessoaId, viewer.pessoaId), isNull(sustentacoesOrais.canceladaEm))),
      ])
    : [[], [], []];
  const comoParte = new Set(minhasPartes.map((x) => x.processoId));
  const comoAdvogado = new Set(meusClientes.map((x) => x.processoId));
  const inscritos = new Set(minhasInscricoes.map((x) => x.pautaItemId));
  return sessoes.map((s) => {
    const limite = limiteInscricao(s.inicio);
    const prazoAberto = s.status === 'agendada' && agora.getTime() <= limite.getTime();
    return {
      id: s.id,
      orgao: s.orgao,
      inicio: s.inicio.toISOString(),
      modalidade: s.modalidade,
      local: s.local,
      link: s.link,
      status: s.status,
      limiteInscricao: limite.toISOString(),
      itens: itens
        .filter((i) => i.item.sessaoId === s.id)
        .map((i): ItemPautaMembro => {
          const pid = i.item.processoId;
          const meu = comoAdvogado.has(pid) ? 'advogado' : comoParte.has(pid) ? 'parte' : null;
          const oculto = i.sigiloso && meu === null;
          const advogadoAtivo = meu === 'advogado' && viewer.isAdvogado;
          return {
            id: i.item.id,
            ordem: i.item.ordem,
            numero: i.numero,
            sigiloso: i.sigiloso,
            processoId: oculto ? null : pid,
            classe: oculto ? null : i.classe,
            assunto: oculto ? null : i.assunto,
            partes: oculto ? null : (partes.get(pid) ?? []).map((p) => ({ papel: p.papel, nome: p.nome })),
            relator: oculto ? null : i.relator,
            resultado: oculto ? null : i.item.resultado,
            meu,
            podeInscrever: advogadoAtivo && prazoAberto && i.item.emAberto,
            inscrito: inscritos.has(i.item.id),
          };
        }),
    };
  });
}

/**
 * Whether a person takes part in a judgment session, i.e. may sign its attendance list by the room QR (ADR 024,
 * issue 33). The órgãos' composition (who sits on the Conselho Pleno, a Câmara or a Turma) is not modelled, so
 * the participants are those the session's pauta names: the relator of each item (the item's, or the process's),
 * the parties of its processes who are people of the portal, and those parties' lawyers. Every item of the pauta
 * counts, whatever its outcome (an item withdrawn is still called in the session). Anyone else is marked by staff.
 */
export async function participaDaSessao(db: Executor, sessaoId: string, pessoaId: string): Promise<boolean> {
  const r = await db.execute<{ sim: boolean }>(sql`
    select exists (
      select 1 from ${pautaItens} pi join ${processos} p on p.id = pi.processo_id
      where pi.sessao_id = ${sessaoId} and (
        pi.relator_pessoa_id = ${pessoaId} or p.relator_pessoa_id = ${pessoaId}
        or exists (select 1 from ${processoPartes} pp where pp.processo_id = p.id and pp.pessoa_id = ${pessoaId})
        or exists (select 1 from ${processoAdvogados} pa where pa.processo_id = p.id and pa.pessoa_id = ${pessoaId})
      )
    ) as sim`);
  return r.rows[0]?.sim === true;
}
