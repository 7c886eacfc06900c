import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for abuse limits (login attempts). In process by default; in Redis when
 * REDIS_URL is set, so that every instance behind the load balancer shares the same counts.
 */
export interface LimiterStore {
  /** Adds one hit; returns the count in the window and the ms until the window ends. */
  hit(key: string, janelaMs: number): Promise<{ total: number; resetEmMs: number }>;
  /** The current count, without adding. */
  peek(key: string): Promise<{ total: number; resetEmMs: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** Throws when the store cannot be reached (the readiness check); absent = in process, always there. */
  verificar?(): Promise<void>;
}

// The namespace kept readable: one or two words of lowercase letters and hyphens (`login:conta`), never a
// value (a CPF has digits, an e-mail an @, an address dots or colons).
const NOME_LEGIVEL = /^[a-z]+(?:-[a-z]+)*$/;

/**
 * A limiter key as Redis stores it (ADR 046): its namespace readable, the rest (a CPF, an e-mail, an address,
 * an id) replaced by an HMAC-SHA256 of the whole key with a server secret, truncated to 128 bits. Anyone who
 * lists the keys sees what kind of limit each one is, not whom it counts; without the secret a CPF cannot be
 * tried against them.
 */
export function chaveProtegida(key: string, segredo: string | Buffer): string {
  const partes = key.split(':');
  const legiveis: string[] = [];
  for (const p of partes.slice(0, Math.min(2, partes.length - 1))) {
    if (!NOME_LEGIVEL.test(p)) break;
    legiveis.push(p);
  }
  const resumo = createHmac('sha256', segredo).update(key).digest('base64url').slice(0, 22);
  return [...legiveis, resumo].join(':');
}

export class MemoryLimiterStore implements LimiterStore {
  private readonly contadores = new Map<string, { total: number; expiraEm: number }>();
  private ultimaLimpeza = Date.now();

  private atual(key: string, agora: number) {
    const c = this.contadores.get(key);
    if (c && c.expiraEm > agora) return c;
    if (c) this.contadores.delete(key);
    return undefined;
  }

  private limpar(agora: number) {
    if (agora - this.ultimaLimpeza < 60_000) return;
    this.ultimaLimpeza = agora;
    for (const [k, v] of this.contadores) if (v.expiraEm <= agora) this.contadores.delete(k);
  }

  async hit(key: string, janelaMs: number) {
    const agora = Date.now();
    this.limpar(agora);
    const c = this.atual(key, agora) ?? { total: 0, expiraEm: agora + janelaMs };
    c.total += 1;
    this.contadores.set(key, c);
    return { total: c.total, resetEmMs: c.expiraEm - agora };
  }

  async peek(key: string) {
    const agora = Date.now();
    const c = this.atual(key, agora);
    return c ? { total: c.total, resetEmMs: c.expiraEm - agora } : { total: 0, resetEmMs: 0 };
  }

  async reset(key: string) {
    this.contadores.delete(key);
  }

  async close() {}
}

export class RedisLimiterStore implements LimiterStore {
  constructor(
    private readonly redis: Redis,
    /** The HMAC secret of the key names (chaveProtegida); the same on every instance. */
    private readonly segredoChaves: string | Buffer,
    private readonly prefixo = 'portal:limite:',
  ) {}

  private nome(key: string): string {
    return this.prefixo + chaveProtegida(key, this.segredoChaves);
  }

  async hit(key: string, janelaMs: number) {
    const k = this.nome(key);
    const r = await this.redis.multi().incr(k).pexpire(k, janelaMs, 'NX').pttl(k).exec();
    const total = Number(r?.[0]?.[1] ?? 0);
    const ttl = Number(r?.[2]?.[1] ?? janelaMs);
    return { total, resetEmMs: ttl > 0 ? ttl : janelaMs };
  }

  async peek(key: string) {
    const k = this.nome(key);
    const r = await this.redis.multi().get(k).pttl(k).exec();
    const total = Number(r?.[0]?.[1] ?? 0);
    const ttl = Number(r?.[1]?.[1] ?? 0);
    return { total, resetEmMs: ttl > 0 ? ttl : 0 };
  }

  async reset(key: string) {
    await this.redis.del(this.nome(key));
  }

  async close() {
    await this.redis.quit();
  }

  async verificar() {
    await this.redis.ping();
  }
}
