import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, gerarCpf } from '../../helpers/fabrica.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ LOGIN_MAX_FAILURES_ACCOUNT: '3', LOGIN_MAX_FAILURES_IP: '8', LOGIN_WINDOW_MIN: '10', TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const tentar = (username: string, password: string, ip: string, path = '/wsapp/usuario/login') =>
  t.app.inject({ method: 'POST', url: path, payload: { username, password }, headers: { 'x-forwarded-for': ip } });

describe('login rate limits', () => {
  it('blocks an account after N failures with 429, Retry-After and a Portuguese message — even the right password', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    for (let i = 0; i < 3; i++) expect((await tentar(p.cpf, 'errada', `10.1.0.${i}`)).statusCode).toBe(401);
    const bloqueado = await tentar(p.cpf, p.senha, '10.1.0.99');
    expect(bloqueado.statusCode).toBe(429);
    const retry = Number(bloqueado.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(600);
    expect(bloqueado.json().mensagem).toMatch(/Muitas tentativas de login\. Aguarde \d+ minutos? e tente novamente\./);
  });

  it('attempts sent at the same moment get no more guesses than the limit', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const respostas = await Promise.all(Array.from({ length: 12 }, (_, i) => tentar(p.cpf, `errada-${i}`, `10.9.${i}.1`)));
    const status = respostas.map((r) => r.statusCode).sort();
    expect(status.filter((s) => s === 401)).toHaveLength(3);
    expect(status.filter((s) => s === 429)).toHaveLength(9);
    // And the right password, right after, is still blocked.
    expect((await tentar(p.cpf, p.senha, '10.9.99.1')).statusCode).toBe(429);
  });

  it('counts the CPF with and without punctuation as the same account', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const pontuado = `${p.cpf.slice(0, 3)}.${p.cpf.slice(3, 6)}.${p.cpf.slice(6, 9)}-${p.cpf.slice(9)}`;
    await tentar(p.cpf, 'x', '10.2.0.1');
    await tentar(pontuado, 'x', '10.2.0.2');
    await tentar(p.cpf, 'x', '10.2.0.3');
    expect((await tentar(pontuado, p.senha, '10.2.0.4')).statusCode).toBe(429);
  });

  it('one counter per account: failures by CPF block the inscrição too (and the other way round), whatever the mode', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const inscricao = `${p.inscricao?.numero}/${p.inscricao?.uf}`;
    for (let i = 0; i < 3; i++) expect((await tentar(p.cpf, 'errada', `10.5.0.${i}`)).statusCode).toBe(401);
    const pelaInscricao = await tentar(inscricao, p.senha, '10.5.0.10');
    expect(pelaInscricao.statusCode).toBe(429);
    expect(Number(pelaInscricao.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tentar(p.cpf, p.senha, '10.5.0.11', '/wsapp/usuario/login-colaborador')).statusCode).toBe(429);

    const q = await criarPessoa(t.db, { advogado: true });
    const inscricaoQ = `${q.inscricao?.numero}/${q.inscricao?.uf}`;
    expect((await tentar(inscricaoQ, 'errada', '10.5.1.1')).statusCode).toBe(401);
    expect((await tentar(q.cpf, 'errada', '10.5.1.2')).statusCode).toBe(401);
    expect((await tentar(inscricaoQ, 'errada', '10.5.1.3')).statusCode).toBe(401);
    expect((await tentar(q.cpf, q.senha, '10.5.1.4')).statusCode).toBe(429);
  });

  it('an unknown CPF and an unknown inscrição each have their own counter, blocked after the same N as an account', async () => {
    const cpf = gerarCpf();
    const r = [];
    for (let i = 0; i < 4; i++) r.push((await tentar(cpf, 'x', `10.6.0.${i}`)).statusCode);
    expect(r).toEqual([401, 401, 401, 429]);
    const s = [];
    for (let i = 0; i < 4; i++) s.push((await tentar('9999999/GO', 'x', `10.6.1.${i}`)).statusCode);
    expect(s).toEqual([401, 401, 401, 429]);
  });

  it('limits an unknown account exactly like an existing one (nothing to learn from it)', async () => {
    const cpf = gerarCpf();
    const r = [];
    for (let i = 0; i < 4; i++) r.push((await tentar(cpf, 'x', `10.3.0.${i}`)).statusCode);
    expect(r).toEqual([401, 401, 401, 429]);
  });

  it('blocks an IP after M failures across many accounts, while other IPs still sign in', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 8; i++) await tentar(gerarCpf(), 'x', ip);
    const p = await criarPessoa(t.db, { advogado: true });
    expect((await tentar(p.cpf, p.senha, ip)).statusCode).toBe(429);
    expect((await tentar(p.cpf, p.senha, '10.9.9.10')).statusCode).toBe(200);
  });

  it('a success resets the account counter', async () => {
    const p = await criarPessoa(t.db);
    await tentar(p.cpf, 'x', '10.4.0.1', '/wsapp/usuario/login-colaborador');
    await tentar(p.cpf, 'x', '10.4.0.2', '/wsapp/usuario/login-colaborador');
    expect((await tentar(p.cpf, p.senha, '10.4.0.3', '/wsapp/usuario/login-colaborador')).statusCode).toBe(200);
    await tentar(p.cpf, 'x', '10.4.0.4', '/wsapp/usuario/login-colaborador');
    await tentar(p.cpf, 'x', '10.4.0.5', '/wsapp/usuario/login-colaborador');
    expect((await tentar(p.cpf, p.senha, '10.4.0.6', '/wsapp/usuario/login-colaborador')).statusCode).toBe(200);
  });
});
