/**
 * Settlement: one payment notification item, in its own transaction. The pagamentos row goes in first with
 * its unique end-to-end id (INSERT … ON CONFLICT DO NOTHING): a copy of a notification already received — even
 * one arriving at the same instant — finds the row there and is a 'duplicado' that changes nothing. Only then
 * are the rows involved locked, in the one order every path uses — the thing the título charges for (its
 * origin's settlement hook locks it: a request, for a fee), then the título, then the charge (a member
 * cancelling a request locks it and then cancels its fee título and charges; making a charge locks the título
 * and then its charges) — so no two of them ever wait on each other in a cycle. Then
 * it is checked: a txid we never issued, an amount other than the charge's, a título no longer open, or a
 * charge no longer valid (replaced, or paid after its due date or expiry) for less than the título cost on
 * the day it was paid go to the staff review list and never settle. A título that settles runs its origin's
 * hook (financeiro/ganchos-liquidacao.ts) in the same transaction.
 */
import { dataEmSaoPaulo, type MeioPagamento } from '@portal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { cobrancas, pagamentos, titulos } from '../../db/schema/index.js';
import type { Mensagem } from '../../plugins/app/mailer.js';
import type { Tx } from '../../db/transacao.js';
import { ganchoDe } from './ganchos-liquidacao.js';
import { mesmaReferencia, referenciaDe } from './referencia.js';
import { devidoDoTitulo, encerrarPlanoSeConcluido, estaAdimplente, type LinhaTitulo } from './titulo.js';
import type { LinhaCobranca } from './criar-cobranca.js';
import { removerNoPsp, type CobrancaRetirada } from './remover-no-psp.js';
import type { Contexto } from '../../lib/contexto.js';

export interface Notificacao {
  /** PIX endToEndId or the boleto's liquidation id: unique per payment. */
  endToEndId: string;
  meio: MeioPagamento;
  /** PIX txid or the boleto's nosso número ('' when the payer sent none). */
  txid: string;
  valorCentavos: number;
  pagoEm: Date;
  /** The item as received, kept for reconciliation. */
  payload: unknown;
}

export type MotivoRevisao = 'txid_desconhecido' | 'valor_divergente' | 'titulo_nao_aberto';
export type ResultadoLiquidacao = { resultado: 'liquidado' | 'duplicado' } | { resultado: 'em_revisao'; motivo: MotivoRevisao };

/** The request engine's context plus the payment provider (to withdraw at the PSP the charges a payment retires). */
export type ContextoLiquidacao = Pick<Contexto, 'db' | 'mailer' | 'armazenamento' | 'config' | 'log' | 'pagamentos'>;

interface Decisao {
  resultado: ResultadoLiquidacao;
  mensagens: Mensagem[];
  /** The título's other charges this payment cancelled (withdrawn at the PSP after commit). */
  canceladas: CobrancaRetirada[];
}

export async function liquidar(ctx: ContextoLiquidacao, n: Notificacao): Promise<ResultadoLiquidacao> {
  const { resultado, mensagens, canceladas } = await ctx.db.transaction(async (tx): Promise<Decisao> => {
    const [novo] = await tx
      .insert(pagamentos)
      .values({
        endToEndId: n.endToEndId,
        meio: n.meio,
        txid: n.txid,
        valorCentavos: n.valorCentavos,
        pagoEm: n.pagoEm,
        // Provisional: decided below, in this same transaction.
        situacao: 'em_revisao',
        payload: n.payload,
      })
      .onConflictDoNothing({ target: pagamentos.endToEndId })
      .returning({ id: pagamentos.id });
    if (!novo) return { resultado: { resultado: 'duplicado' }, mensagens: [], canceladas: [] };
    return decidir(tx, ctx, novo.id, n);
  });
  ctx.mailer.enviarDepois(mensagens, ctx.log, 'falha ao enviar e-mail de requerimento');
  if (canceladas.length > 0) void removerNoPsp(ctx, canceladas);
  return resultado;
}

/**
 * Locks what the título charges for (through its origin's hook, when it has one and the título a reference)
 * and then the título, reading its origin and reference without a lock first; checked again once locked (a
 * título never changes reference, but nothing here relies on that).
 */
async function bloquearTitulo(tx: Tx, tituloId: string): Promise<LinhaTitulo | null> {
  for (let tentativa = 0; tentativa < 3; tentativa++) {
    const [solto] = await tx
      .select({ origem: titulos.origem, referenciaTipo: titulos.referenciaTipo, referenciaId: titulos.referenciaId })
      .from(titulos)
      .where(eq(titulos.id, tituloId))
      .limit(1);
    if (!solto) return null;
    const referencia = referenciaDe(solto);
    const bloquear = ganchoDe(solto.origem)?.bloquear;
    if (referencia && bloquear) await bloquear(tx, referencia);
    const [titulo] = await tx.select().from(titulos).where(eq(titulos.id, tituloId)).limit(1).for('update');
    if (!titulo || (titulo.origem === solto.origem && mesmaReferencia(referenciaDe(titulo), referencia))) return titulo ?? null;
  }
  throw new Error('a referência do título mudou durante a liquidação');
}

/**
 * A charge that no longer holds — replaced or cancelled, a boleto paid after its due date, a PIX paid after it
 * expired — settles only when what was paid covers what the título cost on the day of the payment (São Paulo):
 * a boleto with the early-payment discount paid weeks late must not settle a debt that by then owes the full
 * amount plus fine and interest.
 */
async function abaixoDoDevidoNoDia(tx: Tx, t: LinhaTitulo, c: LinhaCobranca, n: Notificacao): Promise<boolean> {
  const dia = dataEmSaoPaulo(n.pagoEm);
  const foraDoPrazo =
    c.status !== 'ativa' ||
    (c.meio === 'boleto' ? c.vencimento !== null && dia > c.vencimento : c.expiraEm !== null && n.pagoEm.getTime() > c.expiraEm.getTime());
  if (!foraDoPrazo) return false;
  const precisaAdimplencia = t.origem === 'anuidade' && t.descontoCentavos > 0;
  const adimplente = precisaAdimplencia ? await estaAdimplente(tx, t.pessoaId, dia, t.id) : true;
  return n.valorCentavos < devidoDoTitulo(t, dia, adimplente).totalCentavos;
}

async function decidir(tx: Tx, ctx: Pick<Contexto, 'db' | 'mailer' | 'armazenamento' | 'config' | 'log'> & Partial<Pick<Contexto, 'pagamentos'>>, pagamentoId: string, n: Notificacao): Promise<Decisao> {
  const revisao = async (motivo: MotivoRevisao, ids: { cobrancaId: string | null; tituloId: string | null }): Promise<Decisao> => {
    await tx
      .update(pagamentos)
      .set({ situacao: 'em_revisao', motivoRevisao: motivo, ...ids })
      .where(eq(pagamentos.id, pagamentoId));
    return { resultado: { resultado: 'em_revisao', motivo }, mensagens: [], canceladas: [] };
  };

  const [encontrada] = n.txid
    ? await tx
        .select({ id: cobrancas.id, tituloId: cobrancas.tituloId })
        .from(cobrancas)
        .where(and(eq(cobrancas.txid, n.txid), eq(cobrancas.meio, n.meio)))
        .limit(1)
    : [];
  if (!encontrada) return revisao('txid_desconhecido', { cobrancaId: null, tituloId: null });

  // Referenced thing → título → cobrança (see the top of this file).
  const titulo = await bloquearTitulo(tx, encontrada.tituloId);
  const [cobranca] = await tx.select().from(cobrancas).where(eq(cobrancas.id, encontrada.id)).limit(1).for('update');
  if (!cobranca) return revisao('txid_desconhecido', { cobrancaId: null, tituloId: null });
  const ids = { cobrancaId: cobranca.id, tituloId: titulo?.id ?? null };
  if (n.valorCentavos !== cobranca.valorCentavos) return revisao('valor_divergente', ids);
  if (!titulo || titulo.status !== 'aberto') return revisao('titulo_nao_aberto', ids);
  if (await abaixoDoDevidoNoDia(tx, titulo, cobranca, n)) return revisao('valor_divergente', ids);

  const [pago] = await tx
    .update(titulos)
    .set({ status: 'pago', pagoEm: n.pagoEm, valorPagoCentavos: n.valorCentavos, meioPagamento: n.meio })
    .where(eq(titulos.id, titulo.id))
    .returning();
  await tx.update(cobrancas).set({ status: 'concluida' }).where(eq(cobrancas.id, cobranca.id));
  // The other ways to pay it (the boleto when paid by PIX, an older QR code) stop being valid.
  const canceladas = await tx
    .update(cobrancas)
    .set({ status: 'cancelada' })
    .where(and(eq(cobrancas.tituloId, titulo.id), eq(cobrancas.status, 'ativa'), ne(cobrancas.id, cobranca.id)))
    .returning({ txid: cobrancas.txid, meio: cobrancas.meio, provedor: cobrancas.provedor });
  await tx.update(pagamentos).set({ situacao: 'liquidado', ...ids }).where(eq(pagamentos.id, pagamentoId));

  // What the título was for moves on in its area (a request's fee: the request goes on to the staff), in
  // this transaction; what it locked is locked already, before the título.
  const gancho = ganchoDe(titulo.origem);
  const mensagens: Mensagem[] = gancho ? await gancho.aoLiquidar(tx, ctx, pago!, { id: pagamentoId }) : [];
  if (titulo.planoId) await encerrarPlanoSeConcluido(tx, titulo.planoId);
  return { resultado: { resultado: 'liquidado' }, mensagens, canceladas };
}
