import { limiteExcedido } from '../../lib/app-error.js';
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
  throw limiteExcedido(Math.max(...excedidos.map((c) => c.resetEmMs)), 'MUITOS_PEDIDOS', mensagem);
}
