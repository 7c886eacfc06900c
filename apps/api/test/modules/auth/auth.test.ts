import { createHash } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../src/db/client.js';
import { auditoria, sessoes, tokensUsoUnico, usuarios } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, formatar, gerarCpf, type PessoaCriada } from '../../helpers/fabrica.js';
import { outraGrafia } from '../../helpers/grafia.js';

let t: AppDeTeste;
let advogada: PessoaCriada;
let colaborador: PessoaCriada;

beforeAll(async () => {
  t = await criarAppDeTeste();
  advogada = await criarPessoa(t.db, { advogado: true, nome: 'Helena Advogada Teste' });
  colaborador = await criarPessoa(t.db, { nome: 'Bruno Colaborador Teste' });
});
afterAll(() => t.close());

const json = (payload: unknown) => ({ payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

function cookieRefresh(res: { cookies: Array<{ name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string }> }) {
  return res.cookies.find((c) => c.name === 'portal_refresh');
}

async function login(path: string, username: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/wsapp${path}`, payload: { username, password }, headers });
}

describe('POST /wsapp/authenticate', () => {
  it('answers an app token with exp when there is no refresh cookie, and it opens no user route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wsapp/authenticate', ...json({}) });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    const claims = decodeJwt(token);
    expect(claims.typ).toBe('app');
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    const me = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);
    expect(me.json().mensagem).toMatch(/sessão/i);
  });

  it('refuses the old fixed service credentials (the body is {})', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wsapp/authenticate', ...json({ username: 'app', password: 'x' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().campos).toHaveProperty('username');
  });

  it('with a valid refresh cookie answers a user token and rotates the cookie', async () => {
    const l = await login('/usuario/login', advogada.cpf, advogada.senha);
    const c1 = cookieRefresh(l)!;
    const res = await t.app.inject({ method: 'POST', url: '/wsapp/authenticate', ...json({}), cookies: { portal_refresh: c1.value } });
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().token);
    expect(claims.typ).toBe('user');
    expect(claims.sub).toBe(advogada.usuarioId);
    const c2 = cookieRefresh(res)!;
    expect(c2.value).not.toBe(c1.value);
    const me = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(me.json().nome).toBe('Helena Advogada Teste');
  });

  it('revokes the session when a rotated refresh token is presented again after the grace period', async () => {
    const l = await login('/usuario/login', advogada.cpf, advogada.senha);
    const antigo = cookieRefresh(l)!.value;
    const tokenUsuario = l.json().token;
    await t.app.inject({ method: 'POST', url: '/wsapp/authenticate', ...json({}), cookies: { portal_refresh: antigo } });
    const sid = decodeJwt(tokenUsuario).sid as string;
    await t.db.update(sessoes).set({ rotacionadoEm: new Date(Date.now() - 60_000) }).where(eq(sessoes.id, sid));
    const reuso = await t.app.inject({ method: 'POST', url: '/wsapp/authenticate', ...json({}), cookies: { portal_refresh: antigo } });
    expect(decodeJwt(reuso.json().token).typ).toBe('app');
    const me = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${tokenUsuario}` } });
    expect(me.statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same cookie at once (grace period)', async () => {
    const l = await login('/usuario/login', advogada.cpf, advogada.senha);
    const c = cookieRefresh(l)!.value;
    const [a, b] = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: '/wsapp/authenticate', ...json({}), cookies: { portal_refresh: c } })),
    );
    expect(decodeJwt(a!.json().token).typ).toBe('user');
    expect(decodeJwt(b!.json().token).typ).toBe('user');
  });

  it('refuses the refresh cookie in another spelling of the same bytes (it is matched by its text)', async () => {
    const l = await login('/usuario/login', advogada.cpf, advogada.senha);
    const c = cookieRefresh(l)!.value;
    const res = await t.app.inject({ method: 'POST', url: '/wsapp/authenticate', ...json({}), cookies: { portal_refresh: outraGrafia(c) } });
    expect(decodeJwt(res.json().token).typ).toBe('app');
    const certo = await t.app.inject({ method: 'POST', url: '/wsapp/authenticate', ...json({}), cookies: { portal_refresh: c } });
    expect(decodeJwt(certo.json().token).typ).toBe('user');
  });

  it('answers an app token (and clears the cookie) for an unknown refresh cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wsapp/authenticate', ...json({}), cookies: { portal_refresh: 'forjado' } });
    expect(decodeJwt(res.json().token).typ).toBe('app');
    expect(cookieRefresh(res)?.value).toBe('');
  });
});

describe('POST /wsapp/usuario/login (lawyer mode)', () => {
  it('accepts the CPF with or without punctuation and the inscrição, and sets a strict httpOnly cookie', async () => {
    for (const username of [advogada.cpf, formatar(advogada.cpf), `${advogada.inscricao!.numero}/GO`, `${advogada.inscricao!.numero}/go`]) {
      const res = await login('/usuario/login', username, advogada.senha);
      expect(res.statusCode, username).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id: advogada.usuarioId,
        nome: advogada.nome,
        email: advogada.email,
        isAdvogado: true,
        permissoes: { CLI_PermissaoAreaRestrita: false },
        inscricao: { numero: advogada.inscricao!.numero, uf: 'GO', situacao: 'regular' },
      });
      expect(decodeJwt(body.token).typ).toBe('user');
      expect(body).not.toHaveProperty('senhaHash');
      const c = cookieRefresh(res)!;
      expect(c.httpOnly).toBe(true);
      expect(c.sameSite).toBe('Strict');
      expect(c.path).toBe('/wsapp');
    }
  });

  it('answers 401 alike for a wrong password, an unknown account and a collaborator', async () => {
    const errado = await login('/usuario/login', advogada.cpf, 'senha-errada');
    const inexistente = await login('/usuario/login', gerarCpf(), 'senha-errada');
    const colab = await login('/usuario/login', colaborador.cpf, colaborador.senha);
    for (const r of [errado, inexistente, colab]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ mensagem: 'Usuário ou senha inválidos.', codigo: 'CREDENCIAIS_INVALIDAS' });
      expect(cookieRefresh(r)).toBeUndefined();
    }
  });

  it('writes an audit row for every success and failure, without the password', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    await login('/usuario/login', p.cpf, 'errada-123');
    await login('/usuario/login', p.cpf, p.senha);
    const linhas = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.acao, 'login')));
    expect(linhas.map((l) => [l.sucesso, l.motivo, l.metodo]).sort()).toEqual([
      [false, 'senha_incorreta', 'senha-usuario'],
      [true, null, 'senha-usuario'],
    ]);
    expect(JSON.stringify(linhas)).not.toContain('errada-123');
    expect(linhas.every((l) => l.ip === '127.0.0.1')).toBe(true);
  });

  it('a login writes exactly one audit row and one session row, with the request\'s values', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const userAgent = `Navegador/1.0 ${'x'.repeat(400)}`;
    const antes = Date.now();
    const res = await login('/usuario/login', p.cpf, p.senha, { 'user-agent': userAgent });
    expect(res.statusCode).toBe(200);
    const eventos = await t.db.select().from(auditoria).where(eq(auditoria.usuarioId, p.usuarioId));
    expect(eventos).toEqual([
      expect.objectContaining({
        acao: 'login',
        sucesso: true,
        motivo: null,
        metodo: 'senha-usuario',
        ip: '127.0.0.1',
        userAgent: userAgent.slice(0, 300),
        detalhes: null,
      }),
    ]);
    const linhas = await t.db.select().from(sessoes).where(eq(sessoes.usuarioId, p.usuarioId));
    expect(linhas).toHaveLength(1);
    const [sessao] = linhas;
    expect(sessao).toMatchObject({
      id: decodeJwt(res.json().token).sid,
      refreshHash: createHash('sha256').update(cookieRefresh(res)!.value).digest('hex'),
      refreshAnteriorHash: null,
      rotacionadoEm: null,
      revogadoEm: null,
      metodo: 'senha-usuario',
      ip: '127.0.0.1',
      userAgent: userAgent.slice(0, 300),
    });
    const ttlMs = t.config.sessionTtlHours * 3_600_000;
    expect(sessao!.expiraEm.getTime()).toBeGreaterThanOrEqual(antes + ttlMs);
    expect(sessao!.expiraEm.getTime()).toBeLessThanOrEqual(Date.now() + ttlMs);
    // Both rows of one statement: the database's now() is the same for both.
    expect(sessao!.criadoEm.getTime()).toBe(eventos[0]!.em.getTime());
  });

  it('never writes a password or a token to the log', async () => {
    const res = await login('/usuario/login', advogada.cpf, advogada.senha);
    await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${res.json().token}` } });
    await login('/usuario/login', advogada.cpf, 'senha-secreta-errada');
    const logs = t.logs();
    expect(logs).toContain('request completed');
    expect(logs).not.toContain(advogada.senha);
    expect(logs).not.toContain('senha-secreta-errada');
    expect(logs).not.toContain(res.json().token);
    expect(logs).not.toContain(cookieRefresh(res)!.value);
  });
});

describe('POST /wsapp/usuario/login-colaborador', () => {
  it('trims the username and signs the collaborator in', async () => {
    const res = await login('/usuario/login-colaborador', `  ${formatar(colaborador.cpf)}  `, colaborador.senha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isAdvogado: false, inscricao: null, nome: colaborador.nome });
  });

  it("answers 403 mentioning 'advogado' when the CPF belongs to a lawyer", async () => {
    const res = await login('/usuario/login-colaborador', advogada.cpf, advogada.senha);
    expect(res.statusCode).toBe(403);
    expect(res.json().mensagem).toContain('advogado');
    expect(cookieRefresh(res)).toBeUndefined();
  });

  it('answers 401 on bad credentials, and does not take an inscrição', async () => {
    expect((await login('/usuario/login-colaborador', colaborador.cpf, 'errada')).statusCode).toBe(401);
    expect((await login('/usuario/login-colaborador', `${advogada.inscricao!.numero}/GO`, advogada.senha)).statusCode).toBe(401);
  });

  it('answers 401 for an inactive account even with the right password', async () => {
    const inativo = await criarPessoa(t.db, { ativo: false });
    expect((await login('/usuario/login-colaborador', inativo.cpf, inativo.senha)).statusCode).toBe(401);
  });
});

describe('user tokens', () => {
  it('GET /usuario/me returns the user record for a user token', async () => {
    const l = await login('/usuario/login-colaborador', colaborador.cpf, colaborador.senha);
    const me = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${l.json().token}` } });
    expect(me.statusCode).toBe(200);
    const { token: _token, ...semToken } = l.json();
    expect(me.json()).toEqual(semToken);
  });

  it('answers 401 for tampered, expired, foreign-signed and missing tokens', async () => {
    const l = await login('/usuario/login', advogada.cpf, advogada.senha);
    const token: string = l.json().token;
    const [h, p, s] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const adulterado = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: colaborador.usuarioId })).toString('base64url')}.${s}`;
    const chave = new TextEncoder().encode(t.segredo);
    const expirado = await new SignJWT({ typ: 'user', sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(advogada.usuarioId)
      .setIssuer('portal-unificado')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(chave);
    const alheio = await new SignJWT({ typ: 'user', sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(advogada.usuarioId)
      .setIssuer('portal-unificado')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('outro-segredo-qualquer-com-mais-de-32-caracteres'));
    // The same token with its signature's last character swapped for one jose decodes alike: one valid text per token.
    expect((await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const outraGrafiaDoToken = outraGrafia(token);
    for (const auth of [`Bearer ${adulterado}`, `Bearer ${expirado}`, `Bearer ${alheio}`, `Bearer ${outraGrafiaDoToken}`, 'Bearer lixo', 'Basic abc', undefined]) {
      const res = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: auth ? { authorization: auth } : {} });
      expect(res.statusCode, String(auth)).toBe(401);
      expect(res.json().codigo).toBe('NAO_AUTENTICADO');
    }
  });

  it('logout revokes the session: the user token and the refresh cookie stop working', async () => {
    const l = await login('/usuario/login', advogada.cpf, advogada.senha);
    const token = l.json().token;
    const c = cookieRefresh(l)!.value;
    const out = await t.app.inject({
      method: 'POST',
      url: '/wsapp/usuario/logout',
      ...json({}),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      cookies: { portal_refresh: c },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieRefresh(out)?.value).toBe('');
    const me = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);
    const renovado = await t.app.inject({ method: 'POST', url: '/wsapp/authenticate', ...json({}), cookies: { portal_refresh: c } });
    expect(decodeJwt(renovado.json().token).typ).toBe('app');
    const [evento] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.usuarioId, advogada.usuarioId), eq(auditoria.acao, 'logout')));
    expect(evento?.sucesso).toBe(true);
  });

  it('logout with only the cookie (expired user token) still ends the session', async () => {
    const l = await login('/usuario/login', advogada.cpf, advogada.senha);
    const c = cookieRefresh(l)!.value;
    const out = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/logout', cookies: { portal_refresh: c } });
    expect(out.json()).toEqual({ ok: true });
    const me = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${l.json().token}` } });
    expect(me.statusCode).toBe(401);
  });
});

describe("a login's round trips to the database", () => {
  /** The statements a request sends to the pool (each query of the pool is one round trip). */
  async function consultasDe(pedido: () => Promise<{ statusCode: number }>) {
    // The pool drizzle was made with (connectDatabase): every statement goes through its query().
    const pool = (t.db as Db & { $client: pg.Pool }).$client;
    const espia = vi.spyOn(pool, 'query');
    try {
      const res = await pedido();
      expect(res.statusCode).toBe(200);
      return espia.mock.calls.map((args: unknown[]) => {
        const q = args[0];
        return typeof q === 'string' ? q : (q as { text: string }).text;
      });
    } finally {
      espia.mockRestore();
    }
  }

  it('a plain login takes two: the account lookup, then the audit row and the session in one statement', async () => {
    const advogado = await criarPessoa(t.db, { advogado: true });
    const colab = await criarPessoa(t.db);
    for (const [rota, username, senha] of [
      ['/usuario/login', advogado.cpf, advogado.senha],
      ['/usuario/login', `${advogado.inscricao!.numero}/GO`, advogado.senha],
      ['/usuario/login-colaborador', colab.cpf, colab.senha],
    ] as const) {
      const consultas = await consultasDe(() => login(rota, username, senha));
      expect(consultas, consultas.join('\n')).toHaveLength(2);
      expect(consultas[0]).toMatch(/from usuarios u/);
      expect(consultas[1]).toMatch(/^with auditado as \(\s*insert into auditoria .*\)\s*insert into sessoes/s);
    }
  });

  it('a pending secret (set up, never activated) asks for nothing: still two', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    await t.db.update(usuarios).set({ totpSegredo: 'JBSWY3DPEHPK3PXP' }).where(eq(usuarios.id, p.usuarioId));
    const consultas = await consultasDe(() => login('/usuario/login', p.cpf, p.senha));
    expect(consultas, consultas.join('\n')).toHaveLength(2);
  });

  it('with the second factor on: the lookup, the challenge and the audit row alone; no session', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    await t.db.update(usuarios).set({ totpSegredo: 'JBSWY3DPEHPK3PXP', totpAtivadoEm: new Date() }).where(eq(usuarios.id, p.usuarioId));
    let res: Awaited<ReturnType<typeof login>> | undefined;
    const consultas = await consultasDe(async () => (res = await login('/usuario/login', p.cpf, p.senha)));
    expect(res!.json()).toEqual({ requer2fa: true, desafio: expect.any(String) });
    expect(cookieRefresh(res!)).toBeUndefined();
    expect(consultas, consultas.join('\n')).toHaveLength(3);
    expect(consultas[1]).toMatch(/^insert into "tokens_uso_unico"/);
    expect(consultas[2]).toMatch(/^insert into "auditoria"/);
    expect(await t.db.select().from(sessoes).where(eq(sessoes.usuarioId, p.usuarioId))).toHaveLength(0);
    const eventos = await t.db.select().from(auditoria).where(eq(auditoria.usuarioId, p.usuarioId));
    expect(eventos.map((e) => [e.acao, e.sucesso, e.motivo, e.metodo])).toEqual([['login', true, 'segundo_fator_pendente', 'senha-usuario']]);
    expect(await t.db.select().from(tokensUsoUnico).where(eq(tokensUsoUnico.usuarioId, p.usuarioId))).toHaveLength(1);
  });
});
