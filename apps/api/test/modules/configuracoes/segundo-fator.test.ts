import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, codigosRecuperacao, sessoes, tokensUsoUnico, usuarios } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ LOGIN_MAX_FAILURES_ACCOUNT: '3', LOGIN_MAX_FAILURES_IP: '20', LOGIN_WINDOW_MIN: '10', TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let ipSeq = 0;
/** Each test its own client address, so the per-IP limit of one test does not leak into another. */
const novoIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const codigo = (segredo: string, deslocamentoPassos = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(segredo), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + deslocamentoPassos * 30_000 });
const errado = (c: string) => c.replace(/\d/g, (d) => String((Number(d) + 5) % 10));
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function post(url: string, payload: unknown, ip: string, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/wsapp${url}`,
    payload: payload as Record<string, unknown>,
    headers: { 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const loginSenha = (p: PessoaCriada, ip: string) =>
  post(p.inscricao ? '/usuario/login' : '/usuario/login-colaborador', { username: p.cpf, password: p.senha }, ip);

/** Turns the second factor on straight in the database (the set-up flow has its own tests). */
async function com2fa(p: PessoaCriada): Promise<string> {
  const segredo = new Secret({ size: 20 }).base32;
  await t.db.update(usuarios).set({ totpSegredo: segredo, totpAtivadoEm: new Date() }).where(eq(usuarios.id, p.usuarioId));
  return segredo;
}

async function desafioDe(p: PessoaCriada, ip: string): Promise<string> {
  const r = await loginSenha(p, ip);
  expect(r.statusCode).toBe(200);
  expect(r.json()).toEqual({ requer2fa: true, desafio: expect.any(String) });
  return r.json().desafio;
}

async function sessoesDe(usuarioId: string) {
  return t.db.select().from(sessoes).where(eq(sessoes.usuarioId, usuarioId));
}

describe('login without a second factor', () => {
  it('answers the plain user record, as before', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const r = await loginSenha(p, novoIp());
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: p.usuarioId, nome: p.nome, token: expect.any(String) });
    expect(r.json()).not.toHaveProperty('requer2fa');
  });
});

describe('login with the second factor on', () => {
  it('asks for the code instead of opening a session; the right code opens it (user record, token, cookie)', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const segredo = await com2fa(p);
    const ip = novoIp();
    const r = await loginSenha(p, ip);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ requer2fa: true, desafio: expect.any(String) });
    expect(r.cookies.find((c) => c.name === 'portal_refresh')).toBeUndefined();
    expect(await sessoesDe(p.usuarioId)).toHaveLength(0);
    // The password step is audited as passed but waiting for the code, not as a completed login.
    const senhaAceita = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.acao, 'login')));
    expect(senhaAceita.map((e) => [e.sucesso, e.motivo])).toEqual([[true, 'segundo_fator_pendente']]);
    // Only the hash of the challenge is stored.
    const [linha] = await t.db.select().from(tokensUsoUnico).where(eq(tokensUsoUnico.hash, sha256(r.json().desafio)));
    expect(linha?.tipo).toBe('desafio_2fa');
    expect(linha!.expiraEm.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const ok = await post('/usuario/login/2fa', { desafio: r.json().desafio, codigo: codigo(segredo) }, ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: p.usuarioId, nome: p.nome, isAdvogado: true, token: expect.any(String) });
    expect(ok.cookies.find((c) => c.name === 'portal_refresh')?.httpOnly).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${ok.json().token}` } });
    expect(me.statusCode).toBe(200);
    const [s] = await sessoesDe(p.usuarioId);
    expect(s?.metodo).toBe('senha-usuario+2fa');
    const eventos = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.acao, 'login_2fa')));
    const sucessos = eventos.filter((e) => e.sucesso);
    expect(sucessos.map((e) => [e.metodo, e.motivo, e.ip])).toEqual([['senha-usuario+2fa', null, ip]]);
    // The success row and the session are one statement (both or neither): the database's now() is the same for both.
    expect(sucessos[0]!.em.getTime()).toBe(s!.criadoEm.getTime());

    // The challenge is single use.
    const denovo = await post('/usuario/login/2fa', { desafio: r.json().desafio, codigo: codigo(segredo, 1) }, ip);
    expect(denovo.statusCode).toBe(401);
    expect(denovo.json().codigo).toBe('DESAFIO_INVALIDO');
  });

  it('accepts the code of the previous and the next step (clock drift), not two steps away', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const segredo = await com2fa(p);
    const ip = novoIp();
    expect((await post('/usuario/login/2fa', { desafio: await desafioDe(p, ip), codigo: codigo(segredo, -1) }, ip)).statusCode).toBe(200);
    expect((await post('/usuario/login/2fa', { desafio: await desafioDe(p, ip), codigo: codigo(segredo, 1) }, ip)).statusCode).toBe(200);
    const longe = await post('/usuario/login/2fa', { desafio: await desafioDe(p, ip), codigo: codigo(segredo, 3) }, ip);
    expect(longe.statusCode).toBe(400);
  });

  it('refuses a wrong code with a Portuguese message and an audit row; the challenge survives for a retry', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const segredo = await com2fa(p);
    const ip = novoIp();
    const desafio = await desafioDe(p, ip);
    const r = await post('/usuario/login/2fa', { desafio, codigo: errado(codigo(segredo)) }, ip);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ codigo: 'CODIGO_INVALIDO', mensagem: 'Código de verificação inválido.' });
    expect(await sessoesDe(p.usuarioId)).toHaveLength(0);
    const [ev] = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.motivo, 'codigo_incorreto')));
    expect(ev?.acao).toBe('login_2fa');
    expect(ev?.sucesso).toBe(false);
    expect((await post('/usuario/login/2fa', { desafio, codigo: codigo(segredo) }, ip)).statusCode).toBe(200);
  });

  it('refuses a replayed code (same step, same user), even with a new challenge', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const segredo = await com2fa(p);
    const ip = novoIp();
    const c = codigo(segredo);
    expect((await post('/usuario/login/2fa', { desafio: await desafioDe(p, ip), codigo: c }, ip)).statusCode).toBe(200);
    const replay = await post('/usuario/login/2fa', { desafio: await desafioDe(p, ip), codigo: c }, ip);
    expect(replay.statusCode).toBe(400);
    const [ev] = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.motivo, 'codigo_reutilizado')));
    expect(ev).toBeDefined();
    expect(await sessoesDe(p.usuarioId)).toHaveLength(1);
  });

  it('accepts a recovery code once (with or without dash, any case), never twice', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const ip = novoIp();
    // Set up through the settings to get real recovery codes.
    const login = await loginSenha(p, ip);
    const token = login.json().token as string;
    const cfg = await post('/usuario/2fa/configurar', {}, ip, token);
    const segredo = cfg.json().segredo as string;
    const ativ = await post('/usuario/2fa/ativar', { codigo: codigo(segredo), senhaAtual: p.senha }, ip, token);
    const codigos = ativ.json().codigosRecuperacao as string[];
    expect(codigos).toHaveLength(10);
    const rec = codigos[0]!;
    const ok = await post('/usuario/login/2fa', { desafio: await desafioDe(p, ip), codigo: rec.replace('-', '').toUpperCase() }, ip);
    expect(ok.statusCode).toBe(200);
    const denovo = await post('/usuario/login/2fa', { desafio: await desafioDe(p, ip), codigo: rec }, ip);
    expect(denovo.statusCode).toBe(400);
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from codigos_recuperacao where usuario_id = ${p.usuarioId} and usado_em is null`)).rows as [{ n: number }];
    expect(n).toBe(9);
    // Another user's code is no good here.
    const outra = await criarPessoa(t.db, { advogado: true });
    await com2fa(outra);
    const r = await post('/usuario/login/2fa', { desafio: await desafioDe(outra, ip), codigo: codigos[1]! }, ip);
    expect(r.statusCode).toBe(400);
  });

  it('refuses a forged, expired or malformed challenge', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const segredo = await com2fa(p);
    const ip = novoIp();
    const forjado = await post('/usuario/login/2fa', { desafio: randomBytes(32).toString('base64url'), codigo: codigo(segredo) }, ip);
    expect(forjado.statusCode).toBe(401);
    expect(forjado.json().mensagem).toMatch(/Entre novamente/);

    const desafio = await desafioDe(p, ip);
    await t.db.update(tokensUsoUnico).set({ expiraEm: new Date(Date.now() - 1000) }).where(eq(tokensUsoUnico.hash, sha256(desafio)));
    const expirado = await post('/usuario/login/2fa', { desafio, codigo: codigo(segredo) }, ip);
    expect(expirado.statusCode).toBe(401);
    expect(expirado.json().codigo).toBe('DESAFIO_INVALIDO');

    // A TOTP-step marker's name as a challenge is no way in either.
    const marcador = await post('/usuario/login/2fa', { desafio: `passo-totp:${p.usuarioId}:${Math.floor(Date.now() / 30_000)}`, codigo: codigo(segredo) }, ip);
    expect(marcador.statusCode).toBe(401);

    for (const corpo of [{ desafio }, { desafio, codigo: '12' }, { desafio, codigo: '<script>' }, { desafio: 'x', codigo: '123456' }, { desafio, codigo: '123456', extra: 1 }]) {
      const r = await post('/usuario/login/2fa', corpo, ip);
      expect(r.statusCode).toBe(400);
      expect(r.json().mensagem).toEqual(expect.any(String));
    }
    expect(await sessoesDe(p.usuarioId)).toHaveLength(0);
  });

  it('refuses a challenge of an account deactivated meanwhile', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const segredo = await com2fa(p);
    const ip = novoIp();
    const desafio = await desafioDe(p, ip);
    await t.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.id, p.usuarioId));
    expect((await post('/usuario/login/2fa', { desafio, codigo: codigo(segredo) }, ip)).statusCode).toBe(401);
  });

  it('rate limits wrong codes per account (429, Retry-After, Portuguese), even the right code then', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const segredo = await com2fa(p);
    for (let i = 0; i < 3; i++) {
      const ip = novoIp();
      const r = await post('/usuario/login/2fa', { desafio: await desafioDe(p, ip), codigo: errado(codigo(segredo)) }, ip);
      expect(r.statusCode).toBe(400);
    }
    const ip = novoIp();
    const bloqueado = await post('/usuario/login/2fa', { desafio: await desafioDe(p, ip), codigo: codigo(segredo) }, ip);
    expect(bloqueado.statusCode).toBe(429);
    expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(0);
    expect(bloqueado.json().mensagem).toMatch(/Muitas tentativas\. Aguarde \d+ minutos? e tente novamente\./);
    const [ev] = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.motivo, 'limite_excedido')));
    expect(ev?.acao).toBe('login_2fa');
    expect(await sessoesDe(p.usuarioId)).toHaveLength(0);
  });

  it('rate limits wrong codes per IP across accounts', async () => {
    const t2 = await criarAppDeTeste({ LOGIN_MAX_FAILURES_ACCOUNT: '50', LOGIN_MAX_FAILURES_IP: '2', TRUST_PROXY: 'true' });
    try {
      const ip = '10.99.0.1';
      const pessoas = await Promise.all([1, 2, 3].map(() => criarPessoa(t2.db, { advogado: true })));
      const segredos: string[] = [];
      for (const p of pessoas) {
        const s = new Secret({ size: 20 }).base32;
        await t2.db.update(usuarios).set({ totpSegredo: s, totpAtivadoEm: new Date() }).where(eq(usuarios.id, p.usuarioId));
        segredos.push(s);
      }
      const passo = async (i: number, certo: boolean) => {
        const p = pessoas[i]!;
        const l = await t2.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: p.cpf, password: p.senha }, headers: { 'x-forwarded-for': ip } });
        const c = codigo(segredos[i]!);
        return t2.app.inject({ method: 'POST', url: '/wsapp/usuario/login/2fa', payload: { desafio: l.json().desafio, codigo: certo ? c : errado(c) }, headers: { 'x-forwarded-for': ip } });
      };
      expect((await passo(0, false)).statusCode).toBe(400);
      expect((await passo(1, false)).statusCode).toBe(400);
      expect((await passo(2, true)).statusCode).toBe(429);
    } finally {
      await t2.close();
    }
  });
});

describe('second factor set-up in the settings', () => {
  it('gives a secret, an otpauth URL and a QR code image; a bad code is refused; a valid one with the password activates it', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const ip = novoIp();
    const token = (await loginSenha(p, ip)).json().token as string;
    const antes = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/2fa', headers: { authorization: `Bearer ${token}` } });
    expect(antes.json()).toEqual({ ativo: false, obrigatorio: false, ativadoEm: null, codigosRestantes: 0 });

    const cfg = await post('/usuario/2fa/configurar', {}, ip, token);
    expect(cfg.statusCode).toBe(200);
    const { segredo, otpauthUrl, qrCode } = cfg.json();
    expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(otpauthUrl).toContain('algorithm=SHA1');
    expect(otpauthUrl).toContain('digits=6');
    expect(otpauthUrl).toContain('period=30');
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    const ruim = await post('/usuario/2fa/ativar', { codigo: errado(codigo(segredo)), senhaAtual: p.senha }, ip, token);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().codigo).toBe('CODIGO_INVALIDO');
    const [u1] = await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(u1?.totpAtivadoEm).toBeNull();
    // A recovery-looking code cannot activate.
    expect((await post('/usuario/2fa/ativar', { codigo: 'abcde-fghjk', senhaAtual: p.senha }, ip, token)).statusCode).toBe(400);

    const ativ = await post('/usuario/2fa/ativar', { codigo: codigo(segredo), senhaAtual: p.senha }, ip, token);
    expect(ativ.statusCode).toBe(200);
    const codigos = ativ.json().codigosRecuperacao as string[];
    expect(codigos).toHaveLength(10);
    expect(new Set(codigos).size).toBe(10);
    for (const c of codigos) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    // Only their sha256 is stored.
    const guardados = await t.db.select().from(codigosRecuperacao).where(eq(codigosRecuperacao.usuarioId, p.usuarioId));
    expect(guardados).toHaveLength(10);
    expect(guardados.map((g) => g.hash)).toContain(sha256(codigos[0]!.replace('-', '')));
    expect(guardados.map((g) => g.hash)).not.toContain(codigos[0]);

    const depois = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/2fa', headers: { authorization: `Bearer ${token}` } });
    expect(depois.json()).toMatchObject({ ativo: true, obrigatorio: false, codigosRestantes: 10 });
    // Set-up again while active is refused (the secret does not change).
    const outra = await post('/usuario/2fa/configurar', {}, ip, token);
    expect(outra.statusCode).toBe(409);
    const [u2] = await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(u2?.totpSegredo).toBe(segredo);
    // And from now on the login asks for the code.
    expect((await loginSenha(p, ip)).json()).toHaveProperty('requer2fa', true);
  });

  it('activation without the password, or with a wrong one, is refused (400 naming senhaAtual, audited) and changes nothing', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const ip = novoIp();
    const token = (await loginSenha(p, ip)).json().token as string;
    const segredo = (await post('/usuario/2fa/configurar', {}, ip, token)).json().segredo as string;
    const c = codigo(segredo);

    const sem = await post('/usuario/2fa/ativar', { codigo: c }, ip, token);
    expect(sem.statusCode).toBe(400);
    expect(sem.json()).toMatchObject({ codigo: 'VALIDACAO', campos: { senhaAtual: expect.any(String) } });
    const vazia = await post('/usuario/2fa/ativar', { codigo: c, senhaAtual: '' }, ip, token);
    expect(vazia.statusCode).toBe(400);
    expect(vazia.json().campos).toEqual({ senhaAtual: 'Informe a senha atual.' });

    const errada = await post('/usuario/2fa/ativar', { codigo: c, senhaAtual: 'nao-e-esta-123' }, ip, token);
    expect(errada.statusCode).toBe(400);
    expect(errada.json()).toEqual({
      codigo: 'SENHA_ATUAL_INCORRETA',
      mensagem: 'A senha atual não confere.',
      campos: { senhaAtual: 'A senha atual não confere.' },
    });
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(u?.totpAtivadoEm).toBeNull();
    expect(u?.totpSegredo).toBe(segredo);
    expect(await t.db.select().from(codigosRecuperacao).where(eq(codigosRecuperacao.usuarioId, p.usuarioId))).toHaveLength(0);
    const st = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/2fa', headers: { authorization: `Bearer ${token}` } });
    expect(st.statusCode).toBe(200);
    expect(st.json()).toMatchObject({ ativo: false, codigosRestantes: 0 });
    expect((await loginSenha(p, ip)).json()).toHaveProperty('token');
    const eventos = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.acao, 'ativar_2fa')));
    expect(eventos.map((e) => [e.sucesso, e.motivo])).toEqual([[false, 'senha_atual_incorreta']]);

    // The password is checked before the code: the same code was not spent and now activates, with the password.
    const ok = await post('/usuario/2fa/ativar', { codigo: c, senhaAtual: p.senha }, ip, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().codigosRecuperacao).toHaveLength(10);
  });

  it('regenerates the recovery codes with the password and a valid code; the old ones stop working', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const ip = novoIp();
    const token = (await loginSenha(p, ip)).json().token as string;
    const segredo = (await post('/usuario/2fa/configurar', {}, ip, token)).json().segredo as string;
    const antigos = (await post('/usuario/2fa/ativar', { codigo: codigo(segredo), senhaAtual: p.senha }, ip, token)).json().codigosRecuperacao as string[];
    expect((await post('/usuario/2fa/codigos-recuperacao', { codigo: errado(codigo(segredo, 1)), senhaAtual: p.senha }, ip, token)).statusCode).toBe(400);
    const novos = await post('/usuario/2fa/codigos-recuperacao', { codigo: codigo(segredo, 1), senhaAtual: p.senha }, ip, token);
    expect(novos.statusCode).toBe(200);
    const lista = novos.json().codigosRecuperacao as string[];
    expect(lista).toHaveLength(10);
    expect(lista).not.toContain(antigos[0]);
    expect((await post('/usuario/login/2fa', { desafio: await desafioDe(p, ip), codigo: antigos[0]! }, ip)).statusCode).toBe(400);
    expect((await post('/usuario/login/2fa', { desafio: await desafioDe(p, ip), codigo: lista[0]! }, ip)).statusCode).toBe(200);
  });

  it('regenerating without the password, or with a wrong one, is refused (400 naming senhaAtual, audited); the codes stay', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const ip = novoIp();
    const token = (await loginSenha(p, ip)).json().token as string;
    const segredo = (await post('/usuario/2fa/configurar', {}, ip, token)).json().segredo as string;
    const antigos = (await post('/usuario/2fa/ativar', { codigo: codigo(segredo), senhaAtual: p.senha }, ip, token)).json().codigosRecuperacao as string[];
    const hashesAntes = (await t.db.select().from(codigosRecuperacao).where(eq(codigosRecuperacao.usuarioId, p.usuarioId))).map((h) => h.hash).sort();
    const c = codigo(segredo, 1);

    const sem = await post('/usuario/2fa/codigos-recuperacao', { codigo: c }, ip, token);
    expect(sem.statusCode).toBe(400);
    expect(sem.json()).toMatchObject({ codigo: 'VALIDACAO', campos: { senhaAtual: expect.any(String) } });
    const errada = await post('/usuario/2fa/codigos-recuperacao', { codigo: c, senhaAtual: 'nao-e-esta-123' }, ip, token);
    expect(errada.statusCode).toBe(400);
    expect(errada.json()).toMatchObject({ codigo: 'SENHA_ATUAL_INCORRETA', campos: { senhaAtual: 'A senha atual não confere.' } });
    // A recovery code typed with a wrong password is not spent either.
    const comRecuperacao = await post('/usuario/2fa/codigos-recuperacao', { codigo: antigos[1]!, senhaAtual: 'nao-e-esta-123' }, ip, token);
    expect(comRecuperacao.json().codigo).toBe('SENHA_ATUAL_INCORRETA');

    const hashesDepois = (await t.db.select().from(codigosRecuperacao).where(eq(codigosRecuperacao.usuarioId, p.usuarioId)));
    expect(hashesDepois.map((h) => h.hash).sort()).toEqual(hashesAntes);
    expect(hashesDepois.every((h) => h.usadoEm === null)).toBe(true);
    const eventos = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.acao, 'regenerar_codigos_2fa')));
    expect(eventos.map((e) => [e.sucesso, e.motivo])).toEqual([
      [false, 'senha_atual_incorreta'],
      [false, 'senha_atual_incorreta'],
    ]);
    // The old codes still work; and the same TOTP code, now with the password, regenerates.
    expect((await post('/usuario/login/2fa', { desafio: await desafioDe(p, ip), codigo: antigos[0]! }, ip)).statusCode).toBe(200);
    const ok = await post('/usuario/2fa/codigos-recuperacao', { codigo: c, senhaAtual: p.senha }, ip, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().codigosRecuperacao).not.toContain(antigos[1]);
  });

  it('wrong passwords at activation count against the settings password limit (shared with the password change)', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const ip = novoIp();
    const token = (await loginSenha(p, ip)).json().token as string;
    const segredo = (await post('/usuario/2fa/configurar', {}, ip, token)).json().segredo as string;
    // LOGIN_MAX_FAILURES_ACCOUNT is 3 in this file: two wrong ones here and one at the password change.
    for (const senhaAtual of ['errada-1', 'errada-2']) {
      expect((await post('/usuario/2fa/ativar', { codigo: codigo(segredo), senhaAtual }, ip, token)).statusCode).toBe(400);
    }
    expect((await post('/usuario/senha', { senhaAtual: 'errada-3', novaSenha: 'girassol-azul-na-janela' }, ip, token)).statusCode).toBe(400);
    // Now even the right password is refused, at activation and at the password change.
    const bloqueado = await post('/usuario/2fa/ativar', { codigo: codigo(segredo), senhaAtual: p.senha }, ip, token);
    expect(bloqueado.statusCode).toBe(429);
    expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(0);
    expect(bloqueado.json().mensagem).toMatch(/Muitas tentativas\. Aguarde \d+ minutos? e tente novamente\./);
    expect((await post('/usuario/senha', { senhaAtual: p.senha, novaSenha: 'girassol-azul-na-janela' }, ip, token)).statusCode).toBe(429);
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(u?.totpAtivadoEm).toBeNull();
    const limite = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.motivo, 'limite_excedido')));
    expect(limite.map((e) => e.acao).sort()).toEqual(['ativar_2fa', 'senha_alterada']);
  });

  it('wrong passwords at regeneration count against the same limit', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const ip = novoIp();
    const token = (await loginSenha(p, ip)).json().token as string;
    const segredo = (await post('/usuario/2fa/configurar', {}, ip, token)).json().segredo as string;
    expect((await post('/usuario/2fa/ativar', { codigo: codigo(segredo), senhaAtual: p.senha }, ip, token)).statusCode).toBe(200);
    for (const senhaAtual of ['errada-1', 'errada-2', 'errada-3']) {
      expect((await post('/usuario/2fa/codigos-recuperacao', { codigo: codigo(segredo, 1), senhaAtual }, ip, token)).statusCode).toBe(400);
    }
    expect((await post('/usuario/2fa/codigos-recuperacao', { codigo: codigo(segredo, 1), senhaAtual: p.senha }, ip, token)).statusCode).toBe(429);
    expect((await post('/usuario/senha', { senhaAtual: p.senha, novaSenha: 'girassol-azul-na-janela' }, ip, token)).statusCode).toBe(429);
  });
});

describe('disabling the second factor', () => {
  async function ativado(p: PessoaCriada, ip: string) {
    const login = await loginSenha(p, ip);
    const token = login.json().token as string;
    const segredo = (await post('/usuario/2fa/configurar', {}, ip, token)).json().segredo as string;
    expect((await post('/usuario/2fa/ativar', { codigo: codigo(segredo), senhaAtual: p.senha }, ip, token)).statusCode).toBe(200);
    return { token, segredo };
  }

  it('needs the right password and a valid code', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const ip = novoIp();
    const { token, segredo } = await ativado(p, ip);
    const semSenha = await post('/usuario/2fa/desativar', { senha: 'errada-123456', codigo: codigo(segredo, 1) }, ip, token);
    expect(semSenha.statusCode).toBe(400);
    expect(semSenha.json().codigo).toBe('SENHA_INCORRETA');
    const semCodigo = await post('/usuario/2fa/desativar', { senha: p.senha, codigo: errado(codigo(segredo, 1)) }, ip, token);
    expect(semCodigo.statusCode).toBe(400);
    expect(semCodigo.json().codigo).toBe('CODIGO_INVALIDO');
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(u?.totpAtivadoEm).not.toBeNull();

    const ok = await post('/usuario/2fa/desativar', { senha: p.senha, codigo: codigo(segredo, 1) }, ip, token);
    expect(ok.statusCode).toBe(200);
    const [depois] = await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(depois?.totpAtivadoEm).toBeNull();
    expect(depois?.totpSegredo).toBeNull();
    expect(await t.db.select().from(codigosRecuperacao).where(eq(codigosRecuperacao.usuarioId, p.usuarioId))).toHaveLength(0);
    const login = await loginSenha(p, ip);
    expect(login.json()).toHaveProperty('token');
  });

  it('is refused to staff, for whom it is required', async () => {
    const p = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita'] });
    const segredo = await com2fa(p);
    const ip = novoIp();
    const desafio = await desafioDe(p, ip);
    const token = (await post('/usuario/login/2fa', { desafio, codigo: codigo(segredo) }, ip)).json().token as string;
    const st = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/2fa', headers: { authorization: `Bearer ${token}` } });
    expect(st.json()).toMatchObject({ ativo: true, obrigatorio: true });
    const r = await post('/usuario/2fa/desativar', { senha: p.senha, codigo: codigo(segredo, 1) }, ip, token);
    expect(r.statusCode).toBe(403);
    expect(r.json().codigo).toBe('SEGUNDO_FATOR_OBRIGATORIO');
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(u?.totpAtivadoEm).not.toBeNull();
  });
});

describe('staff without a second factor: set-up forced at login', () => {
  it('gets requerConfiguracao2fa, sets up with the challenge, and the session opens only with a valid code', async () => {
    const p = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita'] });
    const ip = novoIp();
    const r = await loginSenha(p, ip);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ requerConfiguracao2fa: true, desafio: expect.any(String) });
    expect(await sessoesDe(p.usuarioId)).toHaveLength(0);
    const { desafio } = r.json();

    // The set-up challenge cannot be used as a code challenge, nor the other way round.
    expect((await post('/usuario/login/2fa', { desafio, codigo: '123456' }, ip)).statusCode).toBe(401);

    const cfg = await post('/usuario/login/2fa/configurar', { desafio }, ip);
    expect(cfg.statusCode).toBe(200);
    expect(cfg.json().qrCode).toMatch(/^data:image\/png;base64,/);
    const segredo = cfg.json().segredo as string;

    const ruim = await post('/usuario/login/2fa/ativar', { desafio, codigo: errado(codigo(segredo)) }, ip);
    expect(ruim.statusCode).toBe(400);
    expect(await sessoesDe(p.usuarioId)).toHaveLength(0);

    const ok = await post('/usuario/login/2fa/ativar', { desafio, codigo: codigo(segredo) }, ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: p.usuarioId, permissoes: { CLI_PermissaoAreaRestrita: true }, token: expect.any(String) });
    expect(ok.json().codigosRecuperacao).toHaveLength(10);
    expect(ok.cookies.find((c) => c.name === 'portal_refresh')).toBeDefined();
    const sessoesAbertas = await sessoesDe(p.usuarioId);
    expect(sessoesAbertas).toHaveLength(1);
    const concluido = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.acao, 'login_2fa')));
    expect(concluido.map((e) => [e.sucesso, e.motivo])).toEqual([[true, 'configuracao']]);
    // Written with the session, in one statement.
    expect(concluido[0]!.em.getTime()).toBe(sessoesAbertas[0]!.criadoEm.getTime());

    // Spent challenge; and the next login asks for the code.
    expect((await post('/usuario/login/2fa/configurar', { desafio }, ip)).statusCode).toBe(401);
    expect((await loginSenha(p, ip)).json()).toHaveProperty('requer2fa', true);
  });

  it('a collaborator without the permission is not forced', async () => {
    const p = await criarPessoa(t.db);
    const r = await loginSenha(p, novoIp());
    expect(r.json()).toHaveProperty('token');
  });
});
