/** Queries of the member's títulos: one título within the member's scope, the filtered list, the years, the payments of a year. */
import type { ListaTitulosQuery } from '@portal/contracts';
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { inscricoes, pagamentos, pessoas, titulos } from '../../db/schema/index.js';
import { naoEncontrado } from '../../lib/app-error.js';
import type { Executor } from '../../db/transacao.js';
import { dividaVencida, type LinhaTitulo } from './titulo.js';

/** Títulos per page of the member's list. */
export const TITULOS_POR_PAGINA = 20;

export const tituloNaoEncontrado = () => naoEncontrado('Título não encontrado.');

/**
 * One título of the member, or 404 'Título não encontrado.' (another member's título looks exactly like an
 * unknown one). `bloquear` takes the row lock (SELECT … FOR UPDATE) inside a transaction.
 */
export async function carregarTituloDoMembro(ex: Executor, pessoaId: string, nufin: number, opcoes: { bloquear?: boolean } = {}): Promise<LinhaTitulo> {
  const consulta = ex
    .select()
    .from(titulos)
    .where(and(eq(titulos.nufin, nufin), eq(titulos.pessoaId, pessoaId)))
    .limit(1);
  const [linha] = opcoes.bloquear ? await consulta.for('update') : await consulta;
  if (!linha) throw tituloNaoEncontrado();
  return linha;
}

/**
 * The year a título belongs to in the filter and in `anos`: its exercício, or, for a título without one (a
 * request fee made before exercício existed, an agreement installment), the year of its due date.
 */
const anoDoTitulo = sql<number>`coalesce(${titulos.exercicio}, extract(year from ${titulos.vencimento})::int)`;

/** The SQL condition of a `situacao` as the member sees it ('vencido' and 'aberto' are both stored aberto). */
function condicaoDaSituacao(situacao: ListaTitulosQuery['situacao'], hoje: string): SQL | undefined {
  switch (situacao) {
    case undefined:
      return undefined;
    case 'vencido':
      return and(eq(titulos.status, 'aberto'), lt(titulos.vencimento, hoje));
    case 'aberto':
      return and(eq(titulos.status, 'aberto'), gte(titulos.vencimento, hoje));
    case 'pago':
    case 'renegociado':
    case 'cancelado':
      return eq(titulos.status, situacao);
    default: {
      const nunca: never = situacao;
      return nunca;
    }
  }
}

/**
 * The member's títulos with the filters, one page: the open ones first by due date (the most urgent on top),
 * then the rest newest first. One query for the page and one for the total.
 */
export async function listarTitulosDoMembro(
  ex: Executor,
  pessoaId: string,
  f: Pick<ListaTitulosQuery, 'situacao' | 'origem' | 'ano' | 'pagina'>,
  hoje: string,
): Promise<{ linhas: LinhaTitulo[]; total: number }> {
  const onde = and(
    eq(titulos.pessoaId, pessoaId),
    condicaoDaSituacao(f.situacao, hoje),
    f.origem ? eq(titulos.origem, f.origem) : undefined,
    f.ano !== undefined ? sql`${anoDoTitulo} = ${f.ano}` : undefined,
  );
  const [linhas, [totais]] = await Promise.all([
    ex
      .select()
      .from(titulos)
      .where(onde)
      .orderBy(
        sql`case when ${titulos.status} = 'aberto' then 0 else 1 end`,
        sql`case when ${titulos.status} = 'aberto' then ${titulos.vencimento} end asc nulls last`,
        desc(titulos.vencimento),
        desc(titulos.nufin),
      )
      .limit(TITULOS_POR_PAGINA)
      .offset((f.pagina - 1) * TITULOS_POR_PAGINA),
    ex.select({ total: count() }).from(titulos).where(onde),
  ]);
  return { linhas, total: totais?.total ?? 0 };
}

/**
 * Years with something to show, newest first: the títulos' years (as the filter reads them) and the years of
 * payments (São Paulo calendar), so the yearly statement of a year in which an older debt was paid is offered.
 */
export async function anosDoMembro(ex: Executor, pessoaId: string): Promise<number[]> {
  const linhas = await ex.execute<{ ano: number }>(sql`
    select distinct ano from (
      select ${anoDoTitulo} as ano from ${titulos} where ${titulos.pessoaId} = ${pessoaId}
      union
      select extract(year from (${titulos.pagoEm} at time zone 'America/Sao_Paulo'))::int as ano
        from ${titulos} where ${titulos.pessoaId} = ${pessoaId} and ${titulos.pagoEm} is not null
    ) anos
    order by ano desc`);
  return linhas.rows.map((l) => Number(l.ano));
}

/** Calendar years (São Paulo) in which the member paid something, newest first: the years of the yearly statement. */
export async function anosComPagamentosDoMembro(ex: Executor, pessoaId: string): Promise<number[]> {
  const linhas = await ex.execute<{ ano: number }>(sql`
    select distinct extract(year from (${titulos.pagoEm} at time zone 'America/Sao_Paulo'))::int as ano
      from ${titulos}
     where ${titulos.pessoaId} = ${pessoaId} and ${titulos.status} = 'pago' and ${titulos.pagoEm} is not null
     order by ano desc`);
  return linhas.rows.map((l) => Number(l.ano));
}

/** The start of a calendar day in São Paulo as an instant (the database applies the zone's rules of that date). */
const inicioDoDiaSp = (iso: string) => sql`(${iso}::date)::timestamp at time zone 'America/Sao_Paulo'`;

/** The member's títulos paid within a calendar year (São Paulo), in payment order. */
export async function pagosNoAno(ex: Executor, pessoaId: string, ano: number): Promise<LinhaTitulo[]> {
  return ex
    .select()
    .from(titulos)
    .where(
      and(
        eq(titulos.pessoaId, pessoaId),
        eq(titulos.status, 'pago'),
        sql`${titulos.pagoEm} >= ${inicioDoDiaSp(`${ano}-01-01`)}`,
        sql`${titulos.pagoEm} < ${inicioDoDiaSp(`${ano + 1}-01-01`)}`,
      ),
    )
    .orderBy(asc(titulos.pagoEm), asc(titulos.nufin));
}

/** The notification that settled a título (its end-to-end id identifies the payment), newest if several. */
export async function pagamentoQueLiquidou(ex: Executor, tituloId: string) {
  const [p] = await ex
    .select()
    .from(pagamentos)
    .where(and(eq(pagamentos.tituloId, tituloId), eq(pagamentos.situacao, 'liquidado')))
    .orderBy(desc(pagamentos.pagoEm))
    .limit(1);
  return p ?? null;
}

/** Who a member is on a receipt or a term: the name they use, the CPF, and the earliest active inscrição (if any). */
export interface IdentificacaoMembro {
  nome: string;
  cpf: string;
  inscricao: { numero: string; uf: string; dataInscricao: string } | null;
}

/** Situations in which an inscrição no longer makes its holder a lawyer. */
export const SITUACOES_INATIVAS = ['cancelado', 'falecido'] as const;

/** The member's inscrições that make them a lawyer (not an intern's, not cancelled), earliest first. */
export async function inscricoesAtivas(ex: Executor, pessoaId: string) {
  const linhas = await ex
    .select({ numero: inscricoes.numero, uf: inscricoes.uf, tipo: inscricoes.tipo, situacao: inscricoes.situacao, dataInscricao: inscricoes.dataInscricao })
    .from(inscricoes)
    .where(eq(inscricoes.pessoaId, pessoaId))
    .orderBy(asc(inscricoes.dataInscricao), asc(inscricoes.numero));
  return linhas.filter((i) => i.tipo !== 'estagiario' && !(SITUACOES_INATIVAS as readonly string[]).includes(i.situacao));
}

export async function identificacaoDoMembro(ex: Executor, pessoaId: string): Promise<IdentificacaoMembro> {
  const [[p], inscs] = await Promise.all([
    ex.select({ nome: pessoas.nome, nomeSocial: pessoas.nomeSocial, cpf: pessoas.cpf }).from(pessoas).where(eq(pessoas.id, pessoaId)).limit(1),
    inscricoesAtivas(ex, pessoaId),
  ]);
  if (!p) throw tituloNaoEncontrado();
  const i = inscs[0];
  return { nome: p.nomeSocial ?? p.nome, cpf: p.cpf, inscricao: i ? { numero: i.numero, uf: i.uf, dataInscricao: i.dataInscricao } : null };
}

/** The member's open debts past due (what can go into a negotiation), oldest due date first. */
export async function dividasVencidas(ex: Executor, pessoaId: string, hoje: string): Promise<LinhaTitulo[]> {
  return ex
    .select()
    .from(titulos)
    .where(and(eq(titulos.pessoaId, pessoaId), dividaVencida(hoje)))
    .orderBy(asc(titulos.vencimento), asc(titulos.nufin));
}
