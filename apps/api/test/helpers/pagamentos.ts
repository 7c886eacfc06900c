/** Test helpers of the payment webhooks: signed notifications, as the sandbox's bank (or a staff simulation) sends them. */
import { randomBytes } from 'node:crypto';
import { cabecalhosAssinados } from '../../src/lib/pagamentos/assinatura-webhook.js';
import { valorApiPix } from '../../src/lib/pagamentos/provedor.js';
import type { AppDeTeste } from './app.js';

export const URL_WEBHOOK_PIX = '/wsapp/pagamentos/webhook/pix';
export const URL_WEBHOOK_BOLETO = '/wsapp/pagamentos/webhook/boleto';

/** Headers that sign `corpo` with `segredo` now (or at `agoraMs`), content-type included. */
export function assinarWebhook(segredo: string, corpo: string | Buffer, agoraMs = Date.now()): Record<string, string> {
  return { 'content-type': 'application/json', ...cabecalhosAssinados(segredo, corpo, agoraMs) };
}

/** A fresh PIX end-to-end id (32 characters, as the SPI makes them). */
export function novoE2e(): string {
  return `E12345678${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(8).toString('hex').slice(0, 11)}`;
}

const emValor = (valor: number | string) => (typeof valor === 'number' ? valorApiPix(valor) : valor);

/** The body of a PIX notification with one item (valor: centavos or '123.45'). */
export function corpoPix(o: { txid: string; valor: number | string; e2e?: string; horario?: string }): string {
  return JSON.stringify({
    pix: [{ endToEndId: o.e2e ?? novoE2e(), txid: o.txid, valor: emValor(o.valor), horario: o.horario ?? new Date().toISOString(), infoPagador: 'teste' }],
  });
}

/** Sends a signed PIX notification (one item) to the app's webhook. */
export async function notificarPix(t: AppDeTeste, o: { txid: string; valor: number | string; e2e?: string; horario?: string }) {
  const corpo = corpoPix(o);
  return t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers: assinarWebhook(t.app.pagamentos.segredoWebhook, corpo), payload: corpo });
}

/** Sends a signed boleto notification (one item: the bank's return) to the app's webhook. */
export async function notificarBoleto(
  t: AppDeTeste,
  o: { nossoNumero: string; valor: number | string; idLiquidacao?: string; dataPagamento?: string },
) {
  const corpo = JSON.stringify({
    boletos: [
      {
        idLiquidacao: o.idLiquidacao ?? `LIQ${randomBytes(8).toString('hex')}`,
        nossoNumero: o.nossoNumero,
        valorPago: emValor(o.valor),
        dataPagamento: o.dataPagamento ?? new Date().toISOString(),
      },
    ],
  });
  return t.app.inject({ method: 'POST', url: URL_WEBHOOK_BOLETO, headers: assinarWebhook(t.app.pagamentos.segredoWebhook, corpo), payload: corpo });
}

/**
 * Pays a título the way a member does: asks for a charge as `token`'s owner, then the bank's signed
 * notification for exactly that charge arrives. Returns the charge and the webhook's answer.
 */
export async function pagarPeloWebhook(t: AppDeTeste, token: string, nufin: number, meio: 'pix' | 'boleto' = 'pix') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/wsapp/financeiro/titulos/${nufin}/cobrancas`,
    headers: { authorization: `Bearer ${token}` },
    payload: { meio },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`cobrança: ${res.statusCode} ${res.body}`);
  const cobranca = res.json() as { valorCentavos: number; pix: { txid: string } | null; boleto: { codigoBarras: string } | null };
  const webhook =
    meio === 'pix'
      ? await notificarPix(t, { txid: cobranca.pix!.txid, valor: cobranca.valorCentavos })
      : await notificarBoleto(t, { nossoNumero: cobranca.boleto!.codigoBarras.slice(25, 42), valor: cobranca.valorCentavos });
  return { cobranca, webhook };
}
