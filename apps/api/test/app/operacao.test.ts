import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/client.js';
import { MemoryLimiterStore } from '../../src/lib/rate-limiter.js';
import { bancoDeTeste, criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../helpers/app.js';

/** Production operation (issue 34, section 5): metrics, liveness and readiness, probes that are not pages. */

const TOKEN = 'm'.repeat(40);

describe('Prometheus metrics at /wsapp/metrics', () => {
  let t: AppDeTeste;
  beforeAll(async () => {
    t = await criarAppDeTeste({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('refuses without the token, or with a wrong one (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wsapp/metrics' })).statusCode).toBe(401);
    const errado = await t.app.inject({ method: 'GET', url: '/wsapp/metrics', headers: { authorization: `Bearer ${'x'.repeat(40)}` } });
    expect(errado.statusCode).toBe(401);
    expect(errado.body).not.toContain('http_request_duration_seconds');
  });

  it('with the token: Prometheus text with a request histogram labelled by the route pattern, the pool and the process', async () => {
    const codigo = 'QX7RZK2M9P';
    await t.app.inject({ method: 'GET', url: '/wsapp/health/live' });
    await t.app.inject({ method: 'GET', url: `/wsapp/protocolos/verificar/${codigo}` });
    const r = await t.app.inject({ method: 'GET', url: '/wsapp/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(r.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/wsapp\/health\/live"[^}]*\} 1/);
    // The pattern, never the address asked for: an id does not make a series of its own.
    expect(r.body).toMatch(/route="\/wsapp\/protocolos\/verificar\/:codigo"/);
    expect(r.body).not.toContain(codigo);
    expect(r.body).toMatch(/portal_db_pool_conexoes\{estado="total"\} \d+/);
    expect(r.body).toContain('portal_db_pool_maximo');
    expect(r.body).toContain('portal_jobs_execucoes_total');
    expect(r.body).toContain('process_cpu_user_seconds_total');
    // The scrape itself is not measured.
    expect(r.body).not.toContain('route="/wsapp/metrics"');
  });
});

describe('metrics off', () => {
  it('without METRICS_TOKEN nor METRICS_SEM_TOKEN there is no /wsapp/metrics (404)', async () => {
    const t = await criarAppDeTeste();
    try {
      expect(t.app.metricas).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: '/wsapp/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('METRICS_SEM_TOKEN=true opens them for a network rule to guard', async () => {
    const t = await criarAppDeTeste({ METRICS_SEM_TOKEN: 'true' });
    try {
      const r = await t.app.inject({ method: 'GET', url: '/wsapp/metrics' });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('portal_db_pool_conexoes');
    } finally {
      await t.close();
    }
  });
});

describe('liveness and readiness', () => {
  it('both 200 when the database answers', async () => {
    const t = await criarAppDeTeste();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/wsapp/health/live' })).json()).toEqual({ status: 'ok' });
      const pronto = await t.app.inject({ method: 'GET', url: '/wsapp/health/ready' });
      expect(pronto.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/wsapp/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('database down: readiness 503 naming it, liveness still 200', async () => {
    // A database nothing listens at: every query fails to connect.
    const fora = connectDatabase('postgres://postgres@127.0.0.1:1/nada', 1);
    const t = await criarAppDeTeste({}, { banco: { db: fora.db, close: () => fora.close() } });
    try {
      const pronto = await t.app.inject({ method: 'GET', url: '/wsapp/health/ready' });
      expect(pronto.statusCode).toBe(503);
      expect(pronto.json()).toEqual({ status: 'indisponivel', falhas: ['banco'] });
      expect((await t.app.inject({ method: 'GET', url: '/wsapp/health' })).statusCode).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: '/wsapp/health/live' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  describe('with Redis configured', () => {
    let banco: DatabaseDeTeste;
    beforeAll(async () => {
      banco = await bancoDeTeste();
    });
    afterAll(() => banco.close());

    class LimiterSemRedis extends MemoryLimiterStore {
      async verificar(): Promise<void> {
        throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
      }
    }
    class LimiterComRedis extends MemoryLimiterStore {
      async verificar(): Promise<void> {}
    }

    it('Redis unreachable: readiness 503 naming redis', async () => {
      const t = await criarAppDeTeste({ REDIS_URL: 'redis://127.0.0.1:1' }, { banco, limiter: new LimiterSemRedis() });
      try {
        const pronto = await t.app.inject({ method: 'GET', url: '/wsapp/health/ready' });
        expect(pronto.statusCode).toBe(503);
        expect(pronto.json()).toEqual({ status: 'indisponivel', falhas: ['redis'] });
        expect(t.logs()).toContain('prontidão: dependência indisponível');
      } finally {
        await t.close();
      }
    });

    it('Redis answering: readiness 200', async () => {
      const t = await criarAppDeTeste({ REDIS_URL: 'redis://127.0.0.1:1' }, { banco, limiter: new LimiterComRedis() });
      try {
        expect((await t.app.inject({ method: 'GET', url: '/wsapp/health/ready' })).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
  });
});

describe('probe paths are not pages', () => {
  let t: AppDeTeste;
  beforeAll(async () => {
    t = await criarAppDeTeste({}, { paginas: true });
  });
  afterAll(() => t.close());

  it.each(['/metrics', '/healthz', '/readyz', '/status', '/actuator/health', '/robots.txt', '/wp-login.php', '/.env', '/server-status', '/static/x/config.env', '/favicon.ico'])(
    'GET %s: 404, not the page',
    async (url) => {
      const r = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(r.statusCode).toBe(404);
      expect(r.headers['content-type']).not.toMatch(/text\/html/);
    },
  );

  it('a client that does not take HTML (Prometheus) gets 404 on any unknown path', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/qualquer', headers: { accept: 'application/openmetrics-text;version=1.0.0,text/plain;version=0.0.4;q=0.5' } });
    expect(r.statusCode).toBe(404);
  });

  it.each(['/home/oab', '/processo/2026.000102', '/presenca/3f1c2b7e-9a0d-4c1e-8f55-2b7d9c0e1a44.59912345.q1W2e3R4t5Y6u7I8o9P0aZ', '/convite/validar/abc.DEF-ghi_jkl'])(
    "a page's path, asked by a browser, is still the page, dots in its parameter included: %s",
    async (url) => {
      const r = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/text\/html/);
    },
  );
});

describe('API pages (/wsapp/docs)', () => {
  it('closed with API_DOCS=false, open by default in demonstration', async () => {
    const fechado = await criarAppDeTeste({ API_DOCS: 'false' });
    const aberto = await criarAppDeTeste();
    try {
      expect((await fechado.app.inject({ method: 'GET', url: '/wsapp/docs' })).statusCode).toBe(404);
      expect((await aberto.app.inject({ method: 'GET', url: '/wsapp/docs/json' })).statusCode).toBe(200);
    } finally {
      await fechado.close();
      await aberto.close();
    }
  });
});
