import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed payment webhooks (sandbox PIX, boleto bank return, staff simulation): the sender puts the Unix time
 * in x-portal-timestamp and 'sha256=' + hex HMAC-SHA256(secret, `${timestamp}.${raw body}`) in
 * x-portal-signature. The timestamp inside the MAC stops a captured call from being replayed later than the
 * window; within it, a replay is the same notification, which settles once anyway (unique end-to-end id).
 */
export const CABECALHO_TIMESTAMP = 'x-portal-timestamp';
export const CABECALHO_ASSINATURA = 'x-portal-signature';
/** How far (seconds) the sender's clock may be from ours. */
export const JANELA_ASSINATURA_S = 300;

export function assinaturaWebhook(segredo: string, timestamp: string, corpo: Buffer | string): string {
  return `sha256=${createHmac('sha256', segredo).update(`${timestamp}.`).update(corpo).digest('hex')}`;
}

/** The two headers that sign `corpo` now (or at `agoraMs`). */
export function cabecalhosAssinados(segredo: string, corpo: Buffer | string, agoraMs = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(agoraMs / 1000));
  return { [CABECALHO_TIMESTAMP]: timestamp, [CABECALHO_ASSINATURA]: assinaturaWebhook(segredo, timestamp, corpo) };
}

export type ResultadoAssinatura = { ok: true } | { ok: false; motivo: 'ausente' | 'fora_da_janela' | 'invalida' };

export function verificarAssinaturaWebhook(
  segredo: string,
  cabecalhos: { timestamp: string | string[] | undefined; assinatura: string | string[] | undefined },
  corpo: Buffer,
  agoraMs = Date.now(),
): ResultadoAssinatura {
  const { timestamp, assinatura } = cabecalhos;
  if (typeof timestamp !== 'string' || typeof assinatura !== 'string') return { ok: false, motivo: 'ausente' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, motivo: 'invalida' };
  if (Math.abs(agoraMs / 1000 - Number(timestamp)) > JANELA_ASSINATURA_S) return { ok: false, motivo: 'fora_da_janela' };
  if (!/^sha256=[0-9a-f]{64}$/i.test(assinatura)) return { ok: false, motivo: 'invalida' };
  const esperada = Buffer.from(assinaturaWebhook(segredo, timestamp, corpo).slice(7), 'hex');
  const recebida = Buffer.from(assinatura.slice(7), 'hex');
  return timingSafeEqual(esperada, recebida) ? { ok: true } : { ok: false, motivo: 'invalida' };
}
