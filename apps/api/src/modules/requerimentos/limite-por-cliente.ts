/**
 * A per-client limit for the anonymous channel that keeps no identity. The client is a keyed hash of its
 * network address (an IPv4 address, or the /64 of an IPv6 one) under a key that changes every day: the
 * counter lives only in the limiter store (memory, or Redis with the window as its TTL), never in a row or
 * a log line, and a hash from one day cannot be matched with the next day's. See ADR 010.
 */
import { createHmac } from 'node:crypto';
import net from 'node:net';
import { dataEmSaoPaulo } from '@portal/contracts';

/** New anonymous drafts one client may start per window. */
export const MAX_RASCUNHOS_POR_CLIENTE = 10;
export const JANELA_CLIENTE_MS = 60 * 60_000;

/** The part of an address that names one client: IPv4 as is (also when IPv4-mapped), IPv6 by its /64. */
export function redeDoCliente(ip: string): string {
  const mapeado = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapeado) return mapeado[1] as string;
  if (!net.isIPv6(ip)) return ip;
  const [inicio = '', fim = ''] = ip.split('::');
  const a = inicio ? inicio.split(':') : [];
  const b = fim ? fim.split(':') : [];
  const grupos = ip.includes('::') ? [...a, ...Array<string>(8 - a.length - b.length).fill('0'), ...b] : a;
  return `${grupos
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The opaque name of a client for today: HMAC-SHA256 under the day's key (derived from a server secret and
 * the Sao Paulo date) of its network, truncated to 128 bits. `chaveDoDia` gives the day's key.
 */
export function clienteAnonimo(chaveDoDia: (dia: string) => Buffer, ip: string, agora: Date = new Date()): string {
  return createHmac('sha256', chaveDoDia(dataEmSaoPaulo(agora))).update(redeDoCliente(ip)).digest('base64url').slice(0, 22);
}
