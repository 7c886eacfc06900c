/**
 * From a webhook body to settlements. Sandbox and boleto: the signature already proved who sent it, so each
 * item is settled as it says. API Pix: the body only says "look at this txid"; each item is settled with the
 * PSP's own record (GET /cob/{txid}: CONCLUIDA, listing that endToEndId, with the PSP's amount and time) and
 * nothing else.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { cobrancas } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { centavosDeValorApiPix, type CobrancaPixConsultada, type ProvedorPagamentos } from '../../lib/pagamentos/provedor.js';
import { liquidar, type ContextoLiquidacao, type Notificacao } from './liquidar.js';
import type { ItemBoleto, ItemPix, RespostaWebhook } from './notificacoes.schemas.js';

function contar(contagem: RespostaWebhook, r: Awaited<ReturnType<typeof liquidar>>): void {
  if (r.resultado === 'liquidado') contagem.liquidados++;
  else if (r.resultado === 'duplicado') contagem.duplicados++;
  else contagem.emRevisao++;
}

const vazio = (recebidos: number): RespostaWebhook => ({ recebidos, liquidados: 0, emRevisao: 0, duplicados: 0 });

/**
 * With API Pix anyone can post to the webhook, and each item costs a call to the PSP. A sender whose items
 * name txids the portal never issued, and that the PSP does not confirm, is cut off for a while. Items about
 * our own charges are never limited: they are what the PSP itself sends.
 */
export interface LimiteNaoConfirmados {
  /** True when this sender already sent too many unconfirmed items. */
  esgotado(): Promise<boolean>;
  registrar(): Promise<void>;
}

export const muitasNaoConfirmadas = () =>
  new AppError('MUITAS_NOTIFICACOES', 'Muitas notificações que o PSP não confirmou. Aguarde alguns minutos antes de reenviar.');

export const pixAindaNaoConfirmado = () =>
  new AppError('PIX_NAO_CONFIRMADO',
    'O PSP ainda não confirma o pagamento de uma cobrança desta notificação. Reenvie a notificação em instantes.',
  );

export async function processarPix(ctx: ContextoLiquidacao, itens: ItemPix[], limite?: LimiteNaoConfirmados): Promise<RespostaWebhook> {
  const provedor = ctx.pagamentos.provedor;
  if (provedor.confirmaNotificacoes) return processarPixConfirmando(ctx, provedor, itens, limite);
  const contagem = vazio(itens.length);
  for (const item of itens) {
    const notificacao: Notificacao = {
      endToEndId: item.endToEndId,
      meio: 'pix',
      txid: item.txid ?? '',
      valorCentavos: centavosDeValorApiPix(item.valor) ?? 0,
      pagoEm: new Date(item.horario),
      payload: item,
    };
    contar(contagem, await liquidar(ctx, notificacao));
  }
  return contagem;
}

type ProvedorQueConfirma = Extract<ProvedorPagamentos, { confirmaNotificacoes: true }>;

/**
 * API Pix: each item is settled with the PSP's own record of it and nothing else. An item about a charge we
 * issued that the PSP does not list as paid yet (still ATIVA, or CONCLUIDA without this end-to-end id) makes
 * the whole answer a 503 once the other items are done, so the PSP delivers the notification again later;
 * what settled meanwhile then comes back as duplicado.
 */
async function processarPixConfirmando(
  ctx: ContextoLiquidacao,
  provedor: ProvedorQueConfirma,
  itens: ItemPix[],
  limite?: LimiteNaoConfirmados,
): Promise<RespostaWebhook> {
  const contagem = vazio(itens.length);
  const txids = [...new Set(itens.flatMap((i) => (i.txid ? [i.txid] : [])))];
  const nossos = new Set(
    txids.length === 0
      ? []
      : (
          await ctx.db
            .select({ txid: cobrancas.txid })
            .from(cobrancas)
            .where(and(inArray(cobrancas.txid, txids), eq(cobrancas.meio, 'pix')))
        ).map((c) => c.txid),
  );
  const consultas = new Map<string, Promise<CobrancaPixConsultada | null>>();
  let aguardando = 0;
  for (const item of itens) {
    const txid = item.txid;
    // A PIX sent straight to the chave, with no charge: there is nothing to ask the PSP about.
    if (!txid) {
      avisarNaoConfirmado(ctx.log, item);
      continue;
    }
    const nosso = nossos.has(txid);
    if (!nosso && limite && (await limite.esgotado())) throw muitasNaoConfirmadas();
    let consulta = consultas.get(txid);
    if (!consulta) {
      consulta = provedor.consultarCobrancaPix(txid);
      consultas.set(txid, consulta);
    }
    const cob = await consulta;
    const confirmado = confirmar(cob, item);
    if (!confirmado) {
      avisarNaoConfirmado(ctx.log, item);
      if (!nosso) await limite?.registrar();
      else if (aindaPodeSerConfirmado(cob, item)) aguardando++;
      continue;
    }
    contar(
      contagem,
      await liquidar(ctx, { endToEndId: item.endToEndId, meio: 'pix', txid, valorCentavos: confirmado.valorCentavos, pagoEm: confirmado.pagoEm, payload: item }),
    );
  }
  if (aguardando > 0) throw pixAindaNaoConfirmado();
  return contagem;
}

/**
 * The PSP's record of this PIX: the charge is CONCLUIDA and lists this end-to-end id. Its amount and time
 * are the PSP's, whatever the notification's body says.
 */
function confirmar(cob: CobrancaPixConsultada | null, item: ItemPix): { valorCentavos: number; pagoEm: Date } | null {
  if (cob?.status !== 'CONCLUIDA') return null;
  const pix = cob.pix.find((p) => p.endToEndId === item.endToEndId);
  const valor = pix ? centavosDeValorApiPix(pix.valor) : null;
  const pagoEm = pix ? new Date(pix.horario) : null;
  if (valor === null || !pagoEm || Number.isNaN(pagoEm.getTime())) return null;
  return { valorCentavos: valor, pagoEm };
}

/** Our charge, still open at the PSP or paid without this PIX listed yet: worth asking again later. */
function aindaPodeSerConfirmado(cob: CobrancaPixConsultada | null, item: ItemPix): boolean {
  if (cob?.status === 'ATIVA') return true;
  return cob?.status === 'CONCLUIDA' && !cob.pix.some((p) => p.endToEndId === item.endToEndId);
}

function avisarNaoConfirmado(log: FastifyBaseLogger, item: ItemPix): void {
  log.warn({ txid: item.txid ?? null }, 'notificação PIX não confirmada pelo PSP: nada foi liquidado');
}

/** A boleto's payment day ('YYYY-MM-DD') is that day in Brasília; a full instant is taken as is. */
function instanteDoPagamento(data: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(data) ? new Date(`${data}T00:00:00-03:00`) : new Date(data);
}

export async function processarBoletos(ctx: ContextoLiquidacao, itens: ItemBoleto[]): Promise<RespostaWebhook> {
  const contagem = vazio(itens.length);
  for (const item of itens) {
    contar(
      contagem,
      await liquidar(ctx, {
        endToEndId: item.idLiquidacao,
        meio: 'boleto',
        txid: item.nossoNumero,
        valorCentavos: centavosDeValorApiPix(item.valorPago) ?? 0,
        pagoEm: instanteDoPagamento(item.dataPagamento),
        payload: item,
      }),
    );
  }
  return contagem;
}
