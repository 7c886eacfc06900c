import { sql } from 'drizzle-orm';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Db } from '../db/client.js';

/**
 * How the session cache of one instance tells the others (ADR 026): PostgreSQL LISTEN/NOTIFY on the app's
 * database, Redis pub/sub when REDIS_URL is set, or nothing beyond this process (the embedded PGlite: one
 * process only, by the data-directory lock).
 */
export interface ReceptorDoCanal {
  mensagem(m: string): void;
  /** true once messages are known to arrive; false as soon as that stops being true (connection lost). */
  estado(ativo: boolean): void;
}

export interface CanalDeInvalidacao {
  /** Resolves once listening, or once the first attempt failed (it then keeps retrying in the background). */
  iniciar(r: ReceptorDoCanal): Promise<void>;
  publicar(mensagem: string): Promise<void>;
  fechar(): Promise<void>;
}

/** The name of the channel, the same on PostgreSQL and on Redis. */
export const CANAL_SESSOES = 'portal_sessoes';

const MAX_ESPERA_RECONEXAO_MS = 10_000;
const esperaDaTentativa = (n: number) => Math.min(250 * 2 ** n, MAX_ESPERA_RECONEXAO_MS);

/**
 * One process: nothing to tell beyond it. Apps built in the same process may share a `barramento` (tests of
 * two instances over the embedded database).
 */
export class CanalLocal implements CanalDeInvalidacao {
  private receptor: ((m: string) => void) | null = null;

  constructor(private readonly barramento: EventEmitter = new EventEmitter()) {}

  async iniciar(r: ReceptorDoCanal): Promise<void> {
    this.receptor = (m) => r.mensagem(m);
    this.barramento.on(CANAL_SESSOES, this.receptor);
    r.estado(true);
  }

  async publicar(mensagem: string): Promise<void> {
    this.barramento.emit(CANAL_SESSOES, mensagem);
  }

  async fechar(): Promise<void> {
    if (this.receptor) this.barramento.off(CANAL_SESSOES, this.receptor);
    this.receptor = null;
  }
}

/**
 * PostgreSQL: one dedicated connection LISTENs (reconnecting with backoff, the cache bypassed meanwhile);
 * notifications are sent through the app's pool, on the database the write was just committed to.
 */
export class CanalPostgres implements CanalDeInvalidacao {
  private cliente: pg.Client | null = null;
  private receptor: ReceptorDoCanal | null = null;
  private fechado = false;
  private tentativas = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly db: Pick<Db, 'execute'>,
  ) {}

  async iniciar(r: ReceptorDoCanal): Promise<void> {
    this.receptor = r;
    await this.conectar();
  }

  async publicar(mensagem: string): Promise<void> {
    await this.db.execute(sql`select pg_notify(${CANAL_SESSOES}, ${mensagem})`);
  }

  async fechar(): Promise<void> {
    this.fechado = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const c = this.cliente;
    this.cliente = null;
    await c?.end().catch(() => {});
  }

  private async conectar(): Promise<void> {
    const c = new pg.Client({ connectionString: this.url });
    c.on('notification', (n) => {
      if (n.channel === CANAL_SESSOES && this.cliente === c) this.receptor?.mensagem(n.payload ?? '');
    });
    c.on('error', () => this.caiu(c));
    c.on('end', () => this.caiu(c));
    try {
      await c.connect();
      await c.query(`listen ${CANAL_SESSOES}`);
    } catch {
      await c.end().catch(() => {});
      this.reagendar();
      return;
    }
    if (this.fechado) {
      await c.end().catch(() => {});
      return;
    }
    this.cliente = c;
    this.tentativas = 0;
    this.receptor?.estado(true);
  }

  private caiu(c: pg.Client): void {
    if (this.cliente !== c) return;
    this.cliente = null;
    this.receptor?.estado(false);
    c.end().catch(() => {});
    this.reagendar();
  }

  private reagendar(): void {
    if (this.fechado || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.conectar();
    }, esperaDaTentativa(this.tentativas++));
    this.timer.unref();
  }
}

/** Redis pub/sub: a subscriber connection (re-subscribed on every reconnect) and a publisher. */
export class CanalRedis implements CanalDeInvalidacao {
  private readonly assinante: Redis;
  private readonly publicador: Redis;

  constructor(url: string) {
    this.assinante = new Redis(url, { lazyConnect: true, autoResubscribe: false, maxRetriesPerRequest: null });
    this.publicador = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  }

  async iniciar(r: ReceptorDoCanal): Promise<void> {
    // Connection errors are followed by 'close' and a reconnection; they need no handler of their own.
    this.assinante.on('error', () => {});
    this.publicador.on('error', () => {});
    this.assinante.on('message', (canal: string, m: string) => {
      if (canal === CANAL_SESSOES) r.mensagem(m);
    });
    this.assinante.on('close', () => r.estado(false));
    let primeiraVez!: () => void;
    const assinado = new Promise<void>((resolve) => (primeiraVez = resolve));
    const assinar = async () => {
      try {
        await this.assinante.subscribe(CANAL_SESSOES);
        r.estado(true);
      } catch {
        // The connection dropped again; the next 'ready' tries again.
      } finally {
        primeiraVez();
      }
    };
    this.assinante.on('ready', () => void assinar());
    await Promise.allSettled([this.publicador.connect()]);
    try {
      await this.assinante.connect();
      await assinado;
    } catch {
      r.estado(false);
    }
  }

  async publicar(mensagem: string): Promise<void> {
    await this.publicador.publish(CANAL_SESSOES, mensagem);
  }

  async fechar(): Promise<void> {
    this.assinante.disconnect();
    this.publicador.disconnect();
  }
}

/** The channel the configuration calls for: Redis when REDIS_URL is set, else PostgreSQL, else this process only. */
export function canalDeInvalidacao(o: { redisUrl?: string | undefined; databaseUrl?: string | undefined; db: Pick<Db, 'execute'> }): CanalDeInvalidacao {
  if (o.redisUrl) return new CanalRedis(o.redisUrl);
  if (o.databaseUrl) return new CanalPostgres(o.databaseUrl, o.db);
  return new CanalLocal();
}
