import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, sessoes, tokensUsoUnico, usuarios } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, formatar, gerarCpf, type PessoaCriada } from '../../helpers/fabrica.js';
import { CaixaDeTeste } from '../../helpers/smtp.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const RESPOSTA = { mensagem: 'Se houver uma conta com esses dados, enviamos um e-mail com as instruções.' };
const ipAleatorio = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function post(url: string, payload: unknown, o: { ip?: string; cookies?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/wsapp${url}`,
    payload: payload as object,
    headers: { 'x-forwarded-for': o.ip ?? ipAleatorio() },
    ...(o.cookies ? { cookies: o.cookies } : {}),
  });
}

const esqueci = (username: string, ip?: string) => post('/usuario/esqueci-senha', { username }, { ip });

async function linkDeRedefinicao(p: PessoaCriada) {
  const msg = await t.caixa.esperar(p.email, (e) => e.assunto.startsWith('Redefinição de senha'));
  const link = CaixaDeTeste.link(msg, 'http://portal.teste/resetpass/');
  return { msg, link, token: link.split('/').pop() as string };
}

const redefinir = (token: string, senha: string, confirmacao = senha) => post('/usuario/redefinir-senha', { token, senha, confirmacao });
const validar = (token: string) => post('/usuario/redefinir-senha/validar', { token });
const login = (p: PessoaCriada, senha: string) =>
  post(p.inscricao ? '/usuario/login' : '/usuario/login-colaborador', { username: p.cpf, password: senha });

describe('POST /wsapp/usuario/esqueci-senha', () => {
  it('answers the same 202 for an existing account (CPF, punctuated CPF, inscrição, e-mail) and for unknown ones', async () => {
    const adv = await criarPessoa(t.db, { advogado: true });
    for (const username of [adv.cpf, formatar(adv.cpf), `${adv.inscricao!.numero}/GO`, adv.email.toUpperCase()]) {
      const r = await esqueci(username);
      expect(r.statusCode, username).toBe(202);
      expect(r.json()).toEqual(RESPOSTA);
      await linkDeRedefinicao(adv);
    }
    for (const username of [formatar(gerarCpf()), '9999999/GO', `ninguem-${randomUUID()}@teste.local`, 'qualquer coisa', '529.982.247-26']) {
      const r = await esqueci(username);
      expect(r.statusCode, username).toBe(202);
      expect(r.json()).toEqual(RESPOSTA);
    }
  });

  it('refuses an empty or oversized identifier with 400', async () => {
    expect((await esqueci('   ')).statusCode).toBe(400);
    expect((await esqueci('x'.repeat(255))).statusCode).toBe(400);
    expect((await post('/usuario/esqueci-senha', { username: 'a', extra: 1 })).statusCode).toBe(400);
  });

  it('rate limits per identifier and per IP with 429, Retry-After and a Portuguese message', async () => {
    const p = await criarPessoa(t.db);
    for (let i = 0; i < 3; i++) expect((await esqueci(formatar(p.cpf))).statusCode).toBe(202);
    const bloqueado = await esqueci(p.cpf);
    expect(bloqueado.statusCode).toBe(429);
    expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(bloqueado.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(bloqueado.json().mensagem).toMatch(/^Muitos pedidos de recuperação de senha\. Aguarde \d+ minutos? e tente novamente\.$/);

    const ip = ipAleatorio();
    const codigos: number[] = [];
    for (let i = 0; i < 21; i++) codigos.push((await esqueci(`ninguem-${i}-${randomUUID()}@teste.local`, ip)).statusCode);
    expect(codigos.slice(0, 20).every((c) => c === 202)).toBe(true);
    expect(codigos[20]).toBe(429);
  });
});

describe('reset link', () => {
  it('works once: sets the new password, ends ALL sessions, audits, and is spent', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const s1 = await login(p, p.senha);
    const s2 = await login(p, p.senha);
    const cookie = s2.cookies.find((c) => c.name === 'portal_refresh')!.value;
    expect((await esqueci(p.cpf)).statusCode).toBe(202);
    const { msg, token } = await linkDeRedefinicao(p);
    expect(msg.texto).toContain('1 hora');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Stored only as sha256, valid for one hour.
    const [linha] = await t.db.select().from(tokensUsoUnico).where(and(eq(tokensUsoUnico.usuarioId, p.usuarioId), isNull(tokensUsoUnico.usadoEm)));
    expect(linha!.tipo).toBe('redefinir_senha');
    expect(linha!.hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect((linha!.expiraEm.getTime() - linha!.criadoEm.getTime()) / 60_000).toBeCloseTo(60, 0);

    expect((await validar(token)).json()).toEqual({ valido: true });
    const r = await redefinir(token, 'minha nova senha de teste');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ mensagem: 'Senha redefinida. Entre com a nova senha.' });

    for (const s of [s1, s2]) {
      const me = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${s.json().token}` } });
      expect(me.statusCode).toBe(401);
    }
    const abertas = await t.db.select().from(sessoes).where(and(eq(sessoes.usuarioId, p.usuarioId), isNull(sessoes.revogadoEm)));
    expect(abertas).toHaveLength(0);
    const renovacao = await post('/authenticate', {}, { cookies: { portal_refresh: cookie } });
    expect(JSON.parse(Buffer.from(renovacao.json().token.split('.')[1], 'base64url').toString()).typ).toBe('app');

    expect((await login(p, p.senha)).statusCode).toBe(401);
    expect((await login(p, 'minha nova senha de teste')).statusCode).toBe(200);

    expect((await validar(token)).json()).toEqual({ valido: false });
    const reuso = await redefinir(token, 'outra senha nova qualquer');
    expect(reuso.statusCode).toBe(400);
    expect(reuso.json()).toMatchObject({ codigo: 'LINK_INVALIDO' });
    expect((await login(p, 'minha nova senha de teste')).statusCode).toBe(200);

    const [evento] = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.acao, 'senha_redefinida')));
    expect(evento).toMatchObject({ sucesso: true, detalhes: { sessoesEncerradas: 2 } });
    const aviso = await t.caixa.esperar(p.email, (e) => e.assunto.startsWith('Sua senha foi alterada'));
    expect(aviso.texto).toMatch(/sessões abertas foram encerradas/);
  });

  it('expires after one hour', async () => {
    const p = await criarPessoa(t.db);
    await esqueci(p.cpf);
    const { token } = await linkDeRedefinicao(p);
    await t.db.update(tokensUsoUnico).set({ expiraEm: new Date(Date.now() - 1000) }).where(eq(tokensUsoUnico.usuarioId, p.usuarioId));
    expect((await validar(token)).json()).toEqual({ valido: false });
    expect((await redefinir(token, 'minha nova senha de teste')).statusCode).toBe(400);
    expect((await login(p, p.senha)).statusCode).toBe(200);
  });

  it('a newer request voids the older link', async () => {
    const p = await criarPessoa(t.db);
    await esqueci(p.cpf);
    const antigo = await linkDeRedefinicao(p);
    await esqueci(p.email);
    const novo = await linkDeRedefinicao(p);
    expect(novo.token).not.toBe(antigo.token);
    expect((await validar(antigo.token)).json()).toEqual({ valido: false });
    expect((await redefinir(antigo.token, 'minha nova senha de teste')).statusCode).toBe(400);
    expect((await redefinir(novo.token, 'minha nova senha de teste')).statusCode).toBe(200);
  });

  it('refuses common passwords, short or oversized ones, the CPF, and a mismatched confirmation; the link stays usable', async () => {
    const p = await criarPessoa(t.db, { nome: 'Teresa Quintela' });
    await esqueci(p.cpf);
    const { token } = await linkDeRedefinicao(p);
    const casos: Array<[string, string, string]> = [
      ['12345678', '12345678', 'senha'],
      ['password123', 'password123', 'senha'],
      ['curta', 'curta', 'senha'],
      ['s'.repeat(129), 's'.repeat(129), 'senha'],
      [`a${p.cpf}`, `a${p.cpf}`, 'senha'],
      ['teresaquintela', 'teresaquintela', 'senha'],
      ['uma senha boa aqui', 'outra senha', 'confirmacao'],
    ];
    for (const [senha, confirmacao, campo] of casos) {
      const r = await redefinir(token, senha, confirmacao);
      expect(r.statusCode, senha).toBe(400);
      expect(Object.keys(r.json().campos ?? {}), senha).toContain(campo);
    }
    expect((await validar(token)).json()).toEqual({ valido: true });
    expect((await redefinir(token, 'uma senha boa aqui')).statusCode).toBe(200);
  });

  it('forged and malformed tokens: valido false or 400, never a 500', async () => {
    expect((await validar('A'.repeat(43))).json()).toEqual({ valido: false });
    for (const token of ['', 'x', '<script>', 'a'.repeat(300), "' or 1=1 --"]) {
      const v = await validar(token);
      expect(v.statusCode, token).toBe(400);
      expect(v.json().mensagem).toMatch(/Dados inválidos/);
      expect((await redefinir(token, 'minha nova senha de teste')).statusCode).toBe(400);
    }
    const forjado = await redefinir('B'.repeat(43), 'minha nova senha de teste');
    expect(forjado.statusCode).toBe(400);
    expect(forjado.json().codigo).toBe('LINK_INVALIDO');
  });

  it('an account waiting for e-mail confirmation is confirmed by a reset (the link reached the address)', async () => {
    const p = await criarPessoa(t.db, { emailConfirmado: false });
    expect((await login(p, p.senha)).json().codigo).toBe('EMAIL_NAO_CONFIRMADO');
    await esqueci(p.email);
    const { token } = await linkDeRedefinicao(p);
    expect((await redefinir(token, 'minha nova senha de teste')).statusCode).toBe(200);
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(u!.emailConfirmadoEm).toBeInstanceOf(Date);
    expect((await login(p, 'minha nova senha de teste')).statusCode).toBe(200);
  });

  it('an inactive account gets no link', async () => {
    const p = await criarPessoa(t.db, { ativo: false });
    expect((await esqueci(p.cpf)).json()).toEqual(RESPOSTA);
    await expect(t.caixa.esperar(p.email, () => true, 500)).rejects.toThrow(/nenhum e-mail/);
  });

  it('never logs the reset link or token', async () => {
    const p = await criarPessoa(t.db);
    await esqueci(p.cpf);
    const { token } = await linkDeRedefinicao(p);
    await validar(token);
    await redefinir(token, 'minha nova senha de teste');
    expect(t.logs()).not.toContain(token);
    expect(t.logs()).not.toContain('minha nova senha de teste');
  });
});
