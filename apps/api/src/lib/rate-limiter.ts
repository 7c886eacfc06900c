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
    private readonly prefixo = 'portal:limite:',
  ) {}

  async hit(key: string, janelaMs: number) {
    const k = this.prefixo + key;
    const r = await this.redis.multi().incr(k).pexpire(k, janelaMs, 'NX').pttl(k).exec();
    const total = Number(r?.[0]?.[1] ?? 0);
    const ttl = Number(r?.[2]?.[1] ?? janelaMs);
    return { total, resetEmMs: ttl > 0 ? ttl : janelaMs };
  }

  async peek(key: string) {
    const k = this.prefixo + key;
    const r = await this.redis.multi().get(k).pttl(k).exec();
    const total = Number(r?.[0]?.[1] ?? 0);
    const ttl = Number(r?.[1]?.[1] ?? 0);
    return { total, resetEmMs: ttl > 0 ? ttl : 0 };
  }

  async reset(key: string) {
    await this.redis.del(this.prefixo + key);
  }

  async close() {
    await this.redis.quit();
  }
}
