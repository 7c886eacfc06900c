/**
 * The finance core every finance module shares: a título as the API shows it (with today's amount and the
 * actions the member may take), and whether a member is up to date (adimplente). Issue 5.
 */
import { calcularDevido, ORIGENS_DIVIDA, type Devido, type Titulo, type TituloResumo } from '@portal/contracts';
import { and, asc, eq, inArray, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { cobrancas, planos, titulos } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { REFERENCIA_REQUERIMENTO } from './referencia.js';

export type LinhaTitulo = typeof titulos.$inferSelect;
export type LinhaPlano = typeof planos.$inferSelect;

/**
 * An agreement's entry not paid yet (parcela 0 of an agreement; for one paid at once, its only payment). Until the
 * entry settles the agreement is only a promise: the member stays inadimplente, even though the originals are
 * renegociado and the entry is not yet due (DOMAIN.md "Negociação"; issue 10).
 */
// Never NULL (a título outside a plan has no parcela), so that not(...) of it is exact.
export const entradaDeAcordoEmAberto: SQL = and(eq(titulos.origem, 'parcela_acordo'), sql`${titulos.parcela} is not distinct from 0`, eq(titulos.status, 'aberto'))!;

/**
 * What makes a member inadimplente: an open debt título (anuidade, acordo, multa) past its due date, or the
 * unpaid entry of an agreement. The single definition of adimplência (finance, requests and their eligibility).
 */
export function pendenciaDeAdimplencia(hoje: string): SQL {
  return or(dividaVencida(hoje), entradaDeAcordoEmAberto)!;
}

/** An open debt (anuidade, acordo, multa) past its due date: an unpaid request fee or ticket is no debt. */
export function dividaVencida(hoje: string): SQL {
  return and(eq(titulos.status, 'aberto'), inArray(titulos.origem, [...ORIGENS_DIVIDA]), lt(titulos.vencimento, hoje))!;
}

/** Up to date: nothing of pendenciaDeAdimplencia, `exceto` one título if given. */
export async function estaAdimplente(ex: Executor, pessoaId: string, hoje: string, exceto?: string): Promise<boolean> {
  const condicoes = [eq(titulos.pessoaId, pessoaId), pendenciaDeAdimplencia(hoje)];
  if (exceto) condicoes.push(ne(titulos.id, exceto));
  const [linha] = await ex
    .select({ existe: sql<number>`1` })
    .from(titulos)
    .where(and(...condicoes))
    .limit(1);
  return !linha;
}

/**
 * What an open título costs today. The anuidade's early-payment discount goes only to members up to date
 * (`adimplente`, computed without this título); other discounts hold until their date for everyone.
 */
export function devidoDoTitulo(t: LinhaTitulo, hoje: string, adimplente: boolean): Devido {
  return calcularDevido(
    {
      valorCentavos: t.valorCentavos,
      descontoCentavos: t.descontoCentavos,
      descontoAte: t.descontoAte,
      vencimento: t.vencimento,
      multaBp: t.multaBp,
      jurosMensalBp: t.jurosMensalBp,
    },
    hoje,
    { adimplente: t.origem === 'anuidade' ? adimplente : true },
  );
}

/** The plan data a título shows (number, kind, which installment of how many). */
export type PlanoDoTitulo = Pick<LinhaPlano, 'id' | 'numero' | 'tipo' | 'parcelas'>;

/**
 * A título as the member (and staff) see it. `adimplente` only matters for an open anuidade with an
 * early-payment discount; pass the plan when the título is an installment.
 */
export function tituloDe(t: LinhaTitulo, hoje: string, opcoes: { adimplente: boolean; plano?: PlanoDoTitulo | null }): Titulo {
  const aberto = t.status === 'aberto';
  const vencido = aberto && t.vencimento < hoje;
  const devido = aberto ? devidoDoTitulo(t, hoje, opcoes.adimplente) : null;
  const acoes: Titulo['acoes'] = [];
  if (aberto) acoes.push('pagar');
  if (vencido && (ORIGENS_DIVIDA as readonly string[]).includes(t.origem)) acoes.push('negociar');
  if (t.status === 'pago') acoes.push('recibo');
  const plano = opcoes.plano ?? null;
  return {
    id: t.id,
    nufin: t.nufin,
    origem: t.origem,
    descricao: t.descricao,
    exercicio: t.exercicio,
    vencimento: t.vencimento,
    valorCentavos: t.valorCentavos,
    status: t.status,
    vencido,
    descontoCentavos: t.descontoCentavos,
    descontoAte: t.descontoAte,
    multaBp: t.multaBp,
    jurosMensalBp: t.jurosMensalBp,
    pagoEm: t.pagoEm ? t.pagoEm.toISOString() : null,
    valorPagoCentavos: t.valorPagoCentavos,
    meioPagamento: t.meioPagamento,
    plano: plano && t.planoId === plano.id ? { id: plano.id, numero: plano.numero, tipo: plano.tipo, parcela: t.parcela ?? 0, parcelas: plano.parcelas } : null,
    // The API still names the request whose fee this is (the reference's other kinds are not shown).
    requerimentoId: t.referenciaTipo === REFERENCIA_REQUERIMENTO ? t.referenciaId : null,
    devido,
    acoes,
  };
}

/** The plans of some títulos, by id (one query). */
export async function planosDosTitulos(ex: Executor, linhas: readonly LinhaTitulo[]): Promise<Map<string, PlanoDoTitulo>> {
  const ids = [...new Set(linhas.map((t) => t.planoId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select({ id: planos.id, numero: planos.numero, tipo: planos.tipo, parcelas: planos.parcelas })
    .from(planos)
    .where(inArray(planos.id, ids));
  return new Map(rows.map((p) => [p.id, p]));
}

/** Many títulos of one member as the API shows them: one adimplência query and one plans query. */
export async function titulosDe(ex: Executor, pessoaId: string, linhas: readonly LinhaTitulo[], hoje: string): Promise<Titulo[]> {
  if (linhas.length === 0) return [];
  const precisaAdimplencia = linhas.some((t) => t.status === 'aberto' && t.origem === 'anuidade' && t.descontoCentavos > 0);
  const adimplente = precisaAdimplencia ? await estaAdimplente(ex, pessoaId, hoje) : true;
  const mapa = await planosDosTitulos(ex, linhas);
  return linhas.map((t) =>
    tituloDe(t, hoje, {
      // An anuidade's own delay never counts against its discount (it is past due: no discount anyway).
      adimplente,
      plano: t.planoId ? (mapa.get(t.planoId) ?? null) : null,
    }),
  );
}

/**
 * Closes a plan once none of its installments is open any more: 'quitado' when every one was paid, 'cancelado'
 * when unpaid ones were carried into a later agreement (renegociado). Called after a settlement and after an
 * agreement takes installments, by a transaction that already holds the título's lock; the plan row is locked
 * here (order título → plano everywhere) so two last installments settling at once cannot both see the other
 * one still open.
 */
export async function encerrarPlanoSeConcluido(ex: Executor, planoId: string): Promise<void> {
  const [plano] = await ex.select({ status: planos.status }).from(planos).where(eq(planos.id, planoId)).for('update');
  if (!plano || plano.status !== 'ativo') return;
  const situacoes = await ex
    .select({ status: titulos.status, quantos: sql<number>`count(*)::int` })
    .from(titulos)
    .where(eq(titulos.planoId, planoId))
    .groupBy(titulos.status);
  if (situacoes.some((s) => s.status === 'aberto')) return;
  const todasPagas = situacoes.every((s) => s.status === 'pago' || s.status === 'cancelado');
  await ex
    .update(planos)
    .set({ status: todasPagas ? 'quitado' : 'cancelado' })
    .where(eq(planos.id, planoId));
}

/**
 * A título in short (a request's fee, the pendências list). An open one is worth what paying it costs today: the
 * discount only while it holds (anuidade: early payment until the end of March), fine and interest once past due —
 * the amount /financeiro and the payment show.
 */
export function tituloResumoDe(t: LinhaTitulo, hoje: string): TituloResumo {
  return {
    id: t.id,
    nufin: t.nufin,
    origem: t.origem,
    descricao: t.descricao,
    exercicio: t.exercicio,
    vencimento: t.vencimento,
    valorCentavos: t.status === 'aberto' ? devidoDoTitulo(t, hoje, true).totalCentavos : t.valorCentavos,
    status: t.status,
    vencido: t.status === 'aberto' && t.vencimento < hoje,
  };
}

/** Open títulos of a person, overdue (oldest due date) first, at most `limite`. */
export async function titulosAbertosDe(ex: Executor, pessoaId: string, hoje: string, limite: number): Promise<TituloResumo[]> {
  const linhas = await ex
    .select()
    .from(titulos)
    .where(and(eq(titulos.pessoaId, pessoaId), eq(titulos.status, 'aberto')))
    .orderBy(asc(titulos.vencimento), asc(titulos.nufin))
    .limit(limite);
  return linhas.map((t) => tituloResumoDe(t, hoje));
}

/**
 * What keeps a member from being up to date, as the request eligibility explains it: the overdue debts (count
 * and total; an agreement's unpaid entry apart) and the agreements whose entry is unpaid, oldest due first.
 */
export async function pendenciasDeAdimplencia(
  ex: Executor,
  pessoaId: string,
  hoje: string,
): Promise<{ vencidos: { quantidade: number; totalCentavos: number }; entradas: { numero: number; valorCentavos: number; vencimento: string }[] }> {
  const vencidos = await ex
    .select()
    .from(titulos)
    // Only debts (anuidade, acordo, multa): an unpaid request fee or ticket makes no one inadimplente. An
    // agreement's unpaid entry is listed apart.
    .where(and(eq(titulos.pessoaId, pessoaId), dividaVencida(hoje), not(entradaDeAcordoEmAberto)));
  const entradas = await ex
    .select({ numero: planos.numero, valorCentavos: titulos.valorCentavos, vencimento: titulos.vencimento })
    .from(titulos)
    .innerJoin(planos, eq(planos.id, titulos.planoId))
    .where(and(eq(titulos.pessoaId, pessoaId), entradaDeAcordoEmAberto))
    .orderBy(asc(titulos.vencimento), asc(planos.numero));
  return {
    // What paying them costs today (past due: fine and interest, no discount), as /financeiro shows each one.
    vencidos: { quantidade: vencidos.length, totalCentavos: vencidos.reduce((soma, t) => soma + devidoDoTitulo(t, hoje, false).totalCentavos, 0) },
    entradas,
  };
}

/** The active boleto of a título, if the member chose to pay by boleto (an area's reservation then lasts longer). */
export async function temBoletoAtivo(ex: Executor, tituloId: string): Promise<boolean> {
  const [linha] = await ex
    .select({ id: cobrancas.id })
    .from(cobrancas)
    .where(and(eq(cobrancas.tituloId, tituloId), eq(cobrancas.meio, 'boleto'), eq(cobrancas.status, 'ativa')))
    .limit(1);
  return linha !== undefined;
}
