import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisLimiterStore } from '../../../src/lib/rate-limiter.js';
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

  beforeAll(async () => {
    banco = await bancoDeTeste();
    const env = { LOGIN_MAX_FAILURES_ACCOUNT: '4', REDIS_URL: REDIS_URL! };
    a = await criarAppDeTeste(env, { banco, limiter: new RedisLimiterStore(new Redis(REDIS_URL!), prefixo) });
    b = await criarAppDeTeste(env, { banco, limiter: new RedisLimiterStore(new Redis(REDIS_URL!), prefixo) });
  });
  afterAll(async () => {
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
});
