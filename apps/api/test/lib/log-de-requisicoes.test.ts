import Fastify, { type FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/app.js';
import { LogDeRequisicoes, loggerDaRequisicao } from '../../src/lib/log-de-requisicoes.js';

const SEGREDO = 'q3v8K2mZ_x7Lr0aTfYb9wE4pN6sJcH1uG5dQkV-iOoA';

/** An app logging as the portal does, with the lines it writes, and the line pino itself writes for a request. */
function criar(extra: Record<string, unknown> = {}) {
  const linhas: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      linhas.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const app = Fastify({
    logger: { ...(loggerOptions('info') as object), ...extra, stream },
    logController: new LogDeRequisicoes(),
    childLoggerFactory: loggerDaRequisicao,
  });
  const pelaPino: string[] = [];
  app.get('/a/:x', async () => ({ ok: true }));
  app.get('/mudo', { logLevel: 'silent' }, async () => ({ ok: true }));
  app.get('/aviso', { logLevel: 'warn' }, async () => ({ ok: true }));
  app.get('/loga', async (req) => {
    req.log.warn({ algo: 1 }, 'dentro da rota');
    return { ok: true };
  });
  // What pino writes for the same request, through the request's own (pino child) logger.
  app.addHook('onResponse', (req, reply, done) => {
    if (req.url.startsWith('/a/')) {
      const antes = linhas.length;
      (req.log as unknown as { filho: { info(o: object, m: string): void } }).filho.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      pelaPino.push(...linhas.splice(antes));
    }
    done();
  });
  return { app, linhas, pelaPino };
}

// Time and response time differ between two lines written moments apart.
const semTempos = (l: string) => l.replace(/"time":\d+/, '"time":0').replace(/"responseTime":[\d.e-]+/, '"responseTime":0');

describe('the request log line', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('is, character for character, the line pino writes: level, time, pid, hostname, reqId, masked req, res, responseTime, msg', async () => {
    const c = criar();
    app = c.app;
    await app.inject({ method: 'GET', url: `/a/${SEGREDO}?token=${SEGREDO}`, remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${SEGREDO}`, cookie: `r=${SEGREDO}` } });
    expect(c.pelaPino).toHaveLength(1);
    expect(c.linhas).toHaveLength(1);
    expect(semTempos(c.linhas[0]!)).toBe(semTempos(c.pelaPino[0]!));
    const l = JSON.parse(c.linhas[0]!) as Record<string, unknown>;
    expect(Object.keys(l)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'msg']);
    // No client address: the audit log keeps it where an action needs it (ADR 046).
    expect(l.req).toEqual({ method: 'GET', url: '/a/[oculto]' });
    expect(c.linhas[0]).not.toContain('203.0.113.9');
    expect(l.res).toEqual({ statusCode: 200 });
    expect(c.linhas[0]).not.toContain(SEGREDO);
  });

  it("follows the route's log level, and a route's own lines carry the request id", async () => {
    const c = criar();
    app = c.app;
    await app.inject({ method: 'GET', url: '/mudo' });
    await app.inject({ method: 'GET', url: '/aviso' });
    expect(c.linhas).toEqual([]);
    await app.inject({ method: 'GET', url: '/loga' });
    const [rota, fim] = c.linhas.map((l) => JSON.parse(l) as { msg: string; reqId: string; algo?: number });
    expect(c.linhas).toHaveLength(2);
    expect(rota).toMatchObject({ msg: 'dentro da rota', algo: 1 });
    expect(fim).toMatchObject({ msg: 'request completed' });
    expect(rota!.reqId).toBeTruthy();
    expect(fim!.reqId).toBe(rota!.reqId);
  });

  it('goes through pino when the logger is configured in a way the hand-made line would not honour (a mixin)', async () => {
    const c = criar({ mixin: () => ({ extra: 'sim' }) });
    app = c.app;
    await app.inject({ method: 'GET', url: '/loga' });
    const l = JSON.parse(c.linhas.at(-1)!) as Record<string, unknown>;
    expect(l).toMatchObject({ msg: 'request completed', extra: 'sim', req: { method: 'GET', url: '/loga' }, res: { statusCode: 200 } });
  });
});
