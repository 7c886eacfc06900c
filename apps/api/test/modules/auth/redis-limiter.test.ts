import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaveProtegida, RedisLimiterStore } from '../../../src/lib/rate-limiter.js';
import { bancoDeTeste, criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { criarPessoa } from '../../helpers/fabrica.js';

/**
 * Several instances behind a load balancer share the login limits through Redis. Runs when REDIS_URL is
 * set (.ci/run sets it and starts Redis when it is not running).
 */
const REDIS_URL = process.env.REDIS_URL;

describe.runIf(REDIS_URL)('login limits shared by two instances through Redis', () => {
  let banco: DatabaseDeTeste;
  let a: AppDeTeste;
  let b: AppDeTeste;
  const prefixo = `portal:teste:${randomUUID()}:`;
  // Every instance derives the same key-name secret (server.ts: from the shared JWT secret).
  const segredoChaves = randomBytes(32);

  beforeAll(async () => {
    banco = await bancoDeTeste();
    const env = { LOGIN_MAX_FAILURES_ACCOUNT: '4', REDIS_URL: REDIS_URL! };
    a = await criarAppDeTeste(env, { banco, limiter: new RedisLimiterStore(new Redis(REDIS_URL!), segredoChaves, prefixo) });
    b = await criarAppDeTeste(env, { banco, limiter: new RedisLimiterStore(new Redis(REDIS_URL!), segredoChaves, prefixo) });
  });
  afterAll(async () => {
    const redis = new Redis(REDIS_URL!);
    const chaves = await redis.keys(`${prefixo}*`);
    if (chaves.length > 0) await redis.del(...chaves);
    await redis.quit();
    await a.app.limiter.close();
    await b.app.limiter.close();
    await a.close();
    await b.close();
    await banco.close();
  });

  it('failures on one instance count on the other', async () => {
    const p = await criarPessoa(banco.db, { advogado: true });
    const tentar = (t: AppDeTeste, senha: string) =>
      t.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: p.cpf, password: senha } });
    expect((await tentar(a, 'x')).statusCode).toBe(401);
    expect((await tentar(b, 'x')).statusCode).toBe(401);
    expect((await tentar(a, 'x')).statusCode).toBe(401);
    expect((await tentar(b, 'x')).statusCode).toBe(401);
    const bloqueado = await tentar(a, p.senha);
    expect(bloqueado.statusCode).toBe(429);
    expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tentar(b, p.senha)).statusCode).toBe(429);
  });

  it('one counter per account across instances, whether the CPF or the inscrição is typed', async () => {
    const p = await criarPessoa(banco.db, { advogado: true });
    const tentar = (t: AppDeTeste, username: string, senha: string) =>
      t.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username, password: senha } });
    const inscricao = `${p.inscricao?.numero}/${p.inscricao?.uf}`;
    expect((await tentar(a, p.cpf, 'x')).statusCode).toBe(401);
    expect((await tentar(b, inscricao, 'x')).statusCode).toBe(401);
    expect((await tentar(a, p.cpf, 'x')).statusCode).toBe(401);
    expect((await tentar(b, inscricao, 'x')).statusCode).toBe(401);
    expect((await tentar(a, inscricao, p.senha)).statusCode).toBe(429);
    expect((await tentar(b, p.cpf, p.senha)).statusCode).toBe(429);
  });

  it('key names carry no CPF, e-mail nor address: the kind of limit stays readable, the rest is an HMAC', async () => {
    const p = await criarPessoa(banco.db, { advogado: true });
    const email = 'quem.tenta@exemplo.org';
    const tentar = (username: string) =>
      a.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username, password: 'errada' }, remoteAddress: '198.51.100.23' });
    expect((await tentar(p.cpf)).statusCode).toBe(401);
    expect((await tentar(email)).statusCode).toBe(401);
    expect((await tentar('98765432100')).statusCode).toBe(401);
    const redis = new Redis(REDIS_URL!);
    try {
      const chaves = await redis.keys(`${prefixo}*`);
      expect(chaves.length).toBeGreaterThan(0);
      for (const k of chaves) {
        for (const dado of [p.cpf, email, 'exemplo.org', '98765432100', '198.51.100.23', p.usuarioId]) expect(k).not.toContain(dado);
        expect(k).toMatch(new RegExp(`^${prefixo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[a-z-]+(:[a-z-]+)?:[A-Za-z0-9_-]{22}$`));
      }
      expect(chaves.some((k) => k.includes(':login:conta:'))).toBe(true);
      expect(chaves.some((k) => k.includes(':login:ip:'))).toBe(true);
    } finally {
      await redis.quit();
    }
  });
});

describe('chaveProtegida (the key names the Redis limiter writes)', () => {
  const segredo = randomBytes(32);
  it('keeps up to two namespace words and replaces the value by a truncated HMAC of the whole key', () => {
    const k = chaveProtegida('login:conta:12345678909', segredo);
    expect(k).toMatch(/^login:conta:[A-Za-z0-9_-]{22}$/);
    expect(k).not.toContain('12345678909');
    expect(chaveProtegida('login:conta:12345678909', segredo)).toBe(k);
    expect(chaveProtegida('login:conta:12345678900', segredo)).not.toBe(k);
    // Another secret, another name: the CPF cannot be tried against the keys without it.
    expect(chaveProtegida('login:conta:12345678909', randomBytes(32))).not.toBe(k);
    expect(chaveProtegida('login:conta:ana@exemplo.org', segredo)).toMatch(/^login:conta:[A-Za-z0-9_-]{22}$/);
    expect(chaveProtegida('webhook-pix-nao-confirmado:2001:db8::1', segredo)).toMatch(/^webhook-pix-nao-confirmado:[A-Za-z0-9_-]{22}$/);
    expect(chaveProtegida('ouvidoria-anonima:criar', segredo)).toMatch(/^ouvidoria-anonima:[A-Za-z0-9_-]{22}$/);
  });
});
