import { AppError } from '../../lib/app-error.js';
import type { LimiterStore } from '../../lib/rate-limiter.js';

export interface Limite {
  chave: string;
  max: number;
}

/**
 * Counts one request against each key (fixed windows in app.limiter, shared by all instances with
 * Redis) and refuses with 429 + Retry-After once any of them is over its maximum. Used by the public
 * account flows that send e-mail (registration, resend, forgot), whatever the account.
 */
export async function contarPedido(
  limiter: LimiterStore,
  limites: Limite[],
  janelaMs: number,
  mensagem: (espera: string) => string,
): Promise<void> {
  const contagens = await Promise.all(limites.map((l) => limiter.hit(l.chave, janelaMs)));
  const excedidos = contagens.filter((c, i) => c.total > (limites[i]?.max ?? Infinity));
  if (excedidos.length === 0) return;
  const segundos = Math.max(1, Math.ceil(Math.max(...excedidos.map((c) => c.resetEmMs)) / 1000));
  const minutos = Math.ceil(segundos / 60);
  throw new AppError(429, 'MUITOS_PEDIDOS', mensagem(`${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}`), {
    headers: { 'retry-after': String(segundos) },
  });
}
