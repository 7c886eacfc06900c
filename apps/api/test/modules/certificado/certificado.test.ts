import { decodeJwt } from 'jose';
import { and, eq } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditoria, sessoes, tokensUsoUnico, usuarios } from '../../../src/db/schema/index.js';
import { carregarRepositorioConfianca } from '../../../src/modules/certificado/cadeia.js';
import { iniciarServidorCertificado, type ServidorCertificado } from '../../../src/modules/certificado/servidor-tls.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, gerarCpf, type PessoaCriada } from '../../helpers/fabrica.js';
import {
  criarAc,
  criarAcIntermediaria,
  criarCertificadoCliente,
  escaparComoNginx,
  valorPessoaFisica,
  type Ac,
  type CertificadoCliente,
} from '../../helpers/icp.js';

const DIA = 86_400_000;
const FALHA = 'http://portal.teste/login?erro=certificado';

let t: AppDeTeste;
let tls: ServidorCertificado;
let ac: Ac;
let intermediaria: Ac;
let outraAc: Ac;
let advogada: PessoaCriada;
let colaborador: PessoaCriada;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-icp-'));
  ac = await criarAc('AC Raiz de Teste');
  intermediaria = await criarAcIntermediaria(ac, 'AC Intermediaria de Teste');
  outraAc = await criarAc('AC Desconhecida');
  const confianca = path.join(dir, 'confianca.pem');
  // Only the root: intermediates come from the client (TLS chain or the proxy header).
  fs.writeFileSync(confianca, ac.pem);
  t = await criarAppDeTeste({ CERT_TRUST_STORE: confianca, CERT_PROXY_ADDRESSES: '10.0.0.5,192.168.50.0/24' });
  tls = await iniciarServidorCertificado({ config: t.config, db: t.db, log: t.app.log, porta: 0, host: '127.0.0.1' });
  advogada = await criarPessoa(t.db, { advogado: true, nome: 'Helena Certificado Teste' });
  colaborador = await criarPessoa(t.db, { nome: 'Bruno Certificado Teste' });
});
afterAll(async () => {
  await tls?.fechar();
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** GET the TLS listener's entry with (or without) a client certificate; answers status and Location. */
function entrarPorTls(
  cliente: { pem: string; keyPem: string; cadeia?: string } | null,
  ua: string,
  caminho = '/api/certificado/entrar',
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: tls.porta,
        path: caminho,
        method: 'GET',
        rejectUnauthorized: false,
        agent: false,
        headers: { 'user-agent': ua },
        ...(cliente ? { cert: cliente.cadeia ? `${cliente.pem}\n${cliente.cadeia}` : cliente.pem, key: cliente.keyPem } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const novoUa = () => `teste-cert-${randomUUID()}`;

async function auditoriaDe(ua: string) {
  return t.db.select().from(auditoria).where(eq(auditoria.userAgent, ua));
}

function tokenDe(location: string | undefined): string {
  expect(location).toMatch(/^http:\/\/portal\.teste\/login-callback\?token=[\w-]{43}$/);
  return new URL(location!).searchParams.get('token')!;
}

async function validar(token: unknown, ua = novoUa(), remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/valida-jwt',
    payload: { token },
    headers: { 'user-agent': ua },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function esperarFalha(r: { status: number; location: string | undefined }, ua: string, motivo: string) {
  expect(r.status).toBe(302);
  expect(r.location).toBe(FALHA);
  const linhas = await auditoriaDe(ua);
  expect(linhas).toHaveLength(1);
  expect(linhas[0]).toMatchObject({ acao: 'login', metodo: 'certificado', sucesso: false, motivo });
}

describe('certificate listener (TLS, client certificate)', () => {
  it('a valid certificate of a lawyer redirects to /login-callback with a single-use token; valida-jwt opens the session', async () => {
    const cert = await criarCertificadoCliente(intermediaria, { cpf: advogada.cpf, nome: 'HELENA' });
    const ua = novoUa();
    const r = await entrarPorTls({ ...cert, cadeia: intermediaria.pem }, ua);
    expect(r.status).toBe(302);
    const token = tokenDe(r.location);

    // Only the sha256 is stored, valid two minutes.
    const [guardado] = await t.db
      .select()
      .from(tokensUsoUnico)
      .where(eq(tokensUsoUnico.hash, createHash('sha256').update(token).digest('hex')));
    expect(guardado).toMatchObject({ tipo: 'login_certificado', usuarioId: advogada.usuarioId, usadoEm: null });
    const validade = guardado!.expiraEm.getTime() - guardado!.criadoEm.getTime();
    expect(validade).toBeGreaterThan(115_000);
    expect(validade).toBeLessThanOrEqual(121_000);
    const semToken = await t.db.select().from(tokensUsoUnico).where(eq(tokensUsoUnico.hash, token));
    expect(semToken).toHaveLength(0);

    const res = await validar(token, ua);
    expect(res.statusCode).toBe(200);
    const corpo = res.json();
    expect(corpo.valido).toBe(true);
    expect(corpo.dados.user).toEqual({
      id: advogada.usuarioId,
      nome: 'Helena Certificado Teste',
      email: advogada.email,
      isAdvogado: true,
      permissoes: expect.any(Object),
      inscricao: { numero: advogada.inscricao!.numero, uf: 'GO', situacao: 'regular' },
    });
    const claims = decodeJwt(corpo.token);
    expect(claims).toMatchObject({ typ: 'user', sub: advogada.usuarioId });
    // The refresh cookie of the session, and the session's method.
    const cookie = res.cookies.find((c) => c.name === 'portal_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wsapp' });
    const [sessao] = await t.db.select().from(sessoes).where(eq(sessoes.id, String(claims.sid)));
    expect(sessao?.metodo).toBe('certificado');
    // The user token opens user routes.
    const me = await t.app.inject({ method: 'GET', url: '/wsapp/usuario/me', headers: { authorization: `Bearer ${corpo.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(advogada.usuarioId);
    // And the refresh cookie renews it (what the web does on reload).
    const renovado = await t.app.inject({ method: 'POST', url: '/wsapp/authenticate', payload: {}, cookies: { portal_refresh: cookie!.value } });
    expect(decodeJwt(renovado.json().token).typ).toBe('user');

    const linhas = await auditoriaDe(ua);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ acao: 'login', metodo: 'certificado', sucesso: true, usuarioId: advogada.usuarioId });
    expect(linhas[0]!.detalhes).toMatchObject({ canal: 'tls' });
    // The success row and the session are one statement (both or neither): the database's now() is the same for both.
    expect(linhas[0]!.em.getTime()).toBe(sessao!.criadoEm.getTime());
  });

  it('the token is single use: a replay answers valido false', async () => {
    const cert = await criarCertificadoCliente(ac, { cpf: colaborador.cpf });
    const token = tokenDe((await entrarPorTls(cert, novoUa())).location);
    expect((await validar(token)).json().valido).toBe(true);
    const ua = novoUa();
    const replay = await validar(token, ua);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ valido: false });
    expect(replay.cookies.find((c) => c.name === 'portal_refresh')).toBeUndefined();
    expect((await auditoriaDe(ua))[0]).toMatchObject({ sucesso: false, motivo: 'token_invalido', metodo: 'certificado' });
  });

  it('a collaborator signs in too (no inscrição), with the OAB otherName absent', async () => {
    const cert = await criarCertificadoCliente(ac, { cpf: colaborador.cpf, codificacao: 'utf8' });
    const res = await validar(tokenDe((await entrarPorTls(cert, novoUa())).location));
    expect(res.json().valido).toBe(true);
    expect(res.json().dados.user).toMatchObject({ id: colaborador.usuarioId, isAdvogado: false, inscricao: null });
  });

  it('reads the OAB inscrição when present and records whether it is the account holder’s', async () => {
    const cert = await criarCertificadoCliente(ac, { cpf: advogada.cpf, oab: advogada.inscricao!, codificacao: 'printable' });
    const ua = novoUa();
    const res = await validar(tokenDe((await entrarPorTls(cert, novoUa())).location), ua);
    expect(res.json().valido).toBe(true);
    const [linha] = await auditoriaDe(ua);
    expect(linha!.detalhes).toMatchObject({ oab: `${advogada.inscricao!.numero}/GO`, oabConfere: true });

    const outra = await criarCertificadoCliente(ac, { cpf: advogada.cpf, oab: { numero: '1', uf: 'SP' } });
    const ua2 = novoUa();
    expect((await validar(tokenDe((await entrarPorTls(outra, novoUa())).location), ua2)).json().valido).toBe(true);
    expect((await auditoriaDe(ua2))[0]!.detalhes).toMatchObject({ oab: '1/SP', oabConfere: false });
  });

  it('a token older than two minutes answers valido false', async () => {
    const cert = await criarCertificadoCliente(ac, { cpf: colaborador.cpf });
    const token = tokenDe((await entrarPorTls(cert, novoUa())).location);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60_000 + 1000);
    const res = await validar(token);
    vi.useRealTimers();
    expect(res.json()).toEqual({ valido: false });
    // Not spent by the late attempt, but still refused now that it is past its time.
    const [guardado] = await t.db.select().from(tokensUsoUnico).where(eq(tokensUsoUnico.hash, createHash('sha256').update(token).digest('hex')));
    expect(guardado?.usadoEm).toBeNull();
  });

  it('a token just under two minutes old is still accepted', async () => {
    const cert = await criarCertificadoCliente(ac, { cpf: colaborador.cpf });
    const token = tokenDe((await entrarPorTls(cert, novoUa())).location);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60_000 - 5000);
    const res = await validar(token);
    vi.useRealTimers();
    expect(res.json().valido).toBe(true);
  });

  it('an expired certificate is refused', async () => {
    const cert = await criarCertificadoCliente(ac, {
      cpf: advogada.cpf,
      notBefore: new Date(Date.now() - 400 * DIA),
      notAfter: new Date(Date.now() - DIA),
    });
    const ua = novoUa();
    await esperarFalha(await entrarPorTls(cert, ua), ua, 'certificado_expirado');
  });

  it('a certificate not yet valid is refused', async () => {
    const cert = await criarCertificadoCliente(ac, { cpf: advogada.cpf, notBefore: new Date(Date.now() + DIA) });
    const ua = novoUa();
    await esperarFalha(await entrarPorTls(cert, ua), ua, 'certificado_ainda_nao_valido');
  });

  it('a certificate of an unknown CA is refused', async () => {
    const cert = await criarCertificadoCliente(outraAc, { cpf: advogada.cpf });
    const ua = novoUa();
    await esperarFalha(await entrarPorTls({ ...cert, cadeia: outraAc.pem }, ua), ua, 'ac_desconhecida');
  });

  it('an intermediate the trust store cannot reach is refused (self-made intermediate with a copied name)', async () => {
    // Same subject name as the trusted root, but its own key: the signature check must fail.
    const falsa = await criarAc('AC Raiz de Teste');
    const cert = await criarCertificadoCliente(falsa, { cpf: advogada.cpf });
    const ua = novoUa();
    await esperarFalha(await entrarPorTls({ ...cert, cadeia: falsa.pem }, ua), ua, 'ac_desconhecida');
  });

  it('a certificate without the ICP-Brasil CPF otherName is refused', async () => {
    const cert = await criarCertificadoCliente(ac, { semCpf: true });
    const ua = novoUa();
    await esperarFalha(await entrarPorTls(cert, ua), ua, 'cpf_ausente');
  });

  it('a CPF with wrong check digits is refused', async () => {
    const cpf = advogada.cpf.slice(0, 9) + String((Number(advogada.cpf[9]) + 1) % 10) + advogada.cpf[10];
    const cert = await criarCertificadoCliente(ac, { valorPf: valorPessoaFisica(cpf) });
    const ua = novoUa();
    await esperarFalha(await entrarPorTls(cert, ua), ua, 'cpf_invalido');
  });

  it('a valid CPF without an account is refused', async () => {
    const cert = await criarCertificadoCliente(ac, { cpf: gerarCpf() });
    const ua = novoUa();
    await esperarFalha(await entrarPorTls(cert, ua), ua, 'cpf_desconhecido');
  });

  it('an inactive account, or one whose e-mail is not confirmed, is refused', async () => {
    const inativa = await criarPessoa(t.db, { ativo: false });
    const ua = novoUa();
    await esperarFalha(await entrarPorTls(await criarCertificadoCliente(ac, { cpf: inativa.cpf }), ua), ua, 'conta_inativa');
    const naoConfirmada = await criarPessoa(t.db, { emailConfirmado: false });
    const ua2 = novoUa();
    await esperarFalha(await entrarPorTls(await criarCertificadoCliente(ac, { cpf: naoConfirmada.cpf }), ua2), ua2, 'email_nao_confirmado');
  });

  it('an account deactivated between the certificate and valida-jwt gets valido false', async () => {
    const p = await criarPessoa(t.db);
    const token = tokenDe((await entrarPorTls(await criarCertificadoCliente(ac, { cpf: p.cpf }), novoUa())).location);
    await t.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.id, p.usuarioId));
    expect((await validar(token)).json()).toEqual({ valido: false });
  });

  it('no client certificate at all is refused with a redirect, not an error page', async () => {
    const ua = novoUa();
    await esperarFalha(await entrarPorTls(null, ua), ua, 'sem_certificado');
  });

  it('answers 404 outside the entry path, without touching the audit log', async () => {
    const ua = novoUa();
    const r = await entrarPorTls(null, ua, '/outra-coisa');
    expect(r.status).toBe(404);
    expect(await auditoriaDe(ua)).toHaveLength(0);
  });
});

describe('proxy mode (GET /api/certificado/entrar on the main app)', () => {
  async function viaProxy(cert: CertificadoCliente | null, remoteAddress: string, ua: string, extra = '') {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/certificado/entrar',
      remoteAddress,
      // The proxy's certificate vhost (CERT_LOGIN_URL's host), as nginx passes it with `Host $host`.
      headers: { host: 'localhost:3443', 'user-agent': ua, ...(cert ? { 'x-ssl-client-cert': escaparComoNginx(extra ? `${cert.pem}\n${extra}` : cert.pem) } : {}) },
    });
    return { status: res.statusCode, location: res.headers.location as string | undefined };
  }

  it('trusts the header from a configured proxy address (and a configured network)', async () => {
    const cert = await criarCertificadoCliente(intermediaria, { cpf: advogada.cpf });
    const r = await viaProxy(cert, '10.0.0.5', novoUa(), intermediaria.pem);
    expect(r.status).toBe(302);
    const ua = novoUa();
    const res = await validar(tokenDe(r.location), ua);
    expect(res.json().valido).toBe(true);
    expect((await auditoriaDe(ua))[0]!.detalhes).toMatchObject({ canal: 'proxy' });

    const r2 = await viaProxy(await criarCertificadoCliente(ac, { cpf: colaborador.cpf }), '192.168.50.77', novoUa());
    expect((await validar(tokenDe(r2.location))).json().valido).toBe(true);
  });

  it('refuses a spoofed header from an untrusted address, like a missing certificate', async () => {
    const cert = await criarCertificadoCliente(ac, { cpf: advogada.cpf });
    const ua = novoUa();
    const r = await viaProxy(cert, '203.0.113.9', ua);
    await esperarFalha(r, ua, 'proxy_nao_confiavel');
    // Forwarded-for headers do not make an untrusted peer trusted.
    const ua2 = novoUa();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/certificado/entrar',
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': ua2, 'x-forwarded-for': '10.0.0.5', 'x-ssl-client-cert': escaparComoNginx(cert.pem) },
    });
    expect(res.headers.location).toBe(FALHA);
    expect((await auditoriaDe(ua2))[0]!.motivo).toBe('proxy_nao_confiavel');
  });

  it('still validates the chain of a forwarded certificate', async () => {
    const ua = novoUa();
    await esperarFalha(await viaProxy(await criarCertificadoCliente(outraAc, { cpf: advogada.cpf }), '10.0.0.5', ua), ua, 'ac_desconhecida');
  });

  it('a trusted proxy without a certificate (nginx drops the empty header) or with garbage is refused', async () => {
    const ua = novoUa();
    await esperarFalha(await viaProxy(null, '10.0.0.5', ua), ua, 'sem_certificado');
    const ua2 = novoUa();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/certificado/entrar',
      remoteAddress: '10.0.0.5',
      headers: { host: 'localhost:3443', 'user-agent': ua2, 'x-ssl-client-cert': '%E0%A4%A' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(FALHA);
    expect((await auditoriaDe(ua2))[0]!.motivo).toBe('certificado_ilegivel');
  });

  it('with no CERT_PROXY_ADDRESSES the header is never trusted', async () => {
    const outro = await criarAppDeTeste({ CERT_TRUST_STORE: path.join(dir, 'confianca.pem') });
    try {
      const cert = await criarCertificadoCliente(ac, { cpf: advogada.cpf });
      const ua = novoUa();
      const res = await outro.app.inject({
        method: 'GET',
        url: '/api/certificado/entrar',
        remoteAddress: '127.0.0.1',
        headers: { 'user-agent': ua, 'x-ssl-client-cert': escaparComoNginx(cert.pem) },
      });
      expect(res.headers.location).toBe(FALHA);
      const linhas = await outro.db.select().from(auditoria).where(and(eq(auditoria.userAgent, ua), eq(auditoria.motivo, 'proxy_nao_confiavel')));
      expect(linhas).toHaveLength(1);
    } finally {
      await outro.close();
    }
  });
});

describe('POST /api/valida-jwt input', () => {
  it('unknown or forged tokens answer valido false; malformed bodies 400 in Portuguese', async () => {
    expect((await validar('nao-existe')).json()).toEqual({ valido: false });
    const vazio = await validar('');
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().mensagem).toMatch(/token/i);
    expect((await validar(123)).statusCode).toBe(400);
    expect((await validar('x'.repeat(500))).statusCode).toBe(400);
    const extra = await t.app.inject({ method: 'POST', url: '/api/valida-jwt', payload: { token: 'a', outro: 1 } });
    expect(extra.statusCode).toBe(400);
  });
});

describe('the login page link (GET /api/certificado/entrar without a proxy)', () => {
  it('sends the browser on to the TLS listener (CERT_LOGIN_URL), writing no audit row', async () => {
    const ua = novoUa();
    const res = await t.app.inject({ method: 'GET', url: '/api/certificado/entrar', remoteAddress: '203.0.113.20', headers: { 'user-agent': ua } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://localhost:3443/api/certificado/entrar');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await auditoriaDe(ua)).toHaveLength(0);
  });

  it('never redirects to itself when CERT_LOGIN_URL names this route (proxy on the same host)', async () => {
    const mesmo = await criarAppDeTeste({
      CERT_TRUST_STORE: path.join(dir, 'confianca.pem'),
      CERT_LOGIN_URL: 'http://portal.teste/api/certificado/entrar',
    });
    try {
      const res = await mesmo.app.inject({ method: 'GET', url: '/api/certificado/entrar', remoteAddress: '203.0.113.20' });
      expect(res.headers.location).toBe(FALHA);
    } finally {
      await mesmo.close();
    }
  });
});

describe('without CERT_TRUST_STORE', () => {
  it('the listener starts, warns once, and refuses every certificate; CERT_LOGIN_URL is honoured', async () => {
    const sem = await criarAppDeTeste({ CERT_LOGIN_URL: 'https://cert.portal.teste/entrar' });
    const avisos: string[] = [];
    const log = Object.assign(Object.create(sem.app.log) as typeof sem.app.log, { warn: (m: string) => avisos.push(m) });
    const servidor = await iniciarServidorCertificado({ config: sem.config, db: sem.db, log, porta: 0, host: '127.0.0.1' });
    try {
      expect(avisos).toHaveLength(1);
      expect(avisos[0]).toContain('CERT_TRUST_STORE');
      const p = await criarPessoa(sem.db);
      const cert = await criarCertificadoCliente(ac, { cpf: p.cpf });
      const ua = novoUa();
      const r = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        https
          .request(
            {
              host: '127.0.0.1',
              port: servidor.porta,
              path: '/api/certificado/entrar',
              rejectUnauthorized: false,
              agent: false,
              cert: cert.pem,
              key: cert.keyPem,
              headers: { 'user-agent': ua },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
            },
          )
          .on('error', reject)
          .end();
      });
      expect(r).toEqual({ status: 302, location: FALHA });
      const [linha] = await sem.db.select().from(auditoria).where(eq(auditoria.userAgent, ua));
      expect(linha?.motivo).toBe('sem_repositorio_confianca');
      const link = await sem.app.inject({ method: 'GET', url: '/api/certificado/entrar' });
      expect(link.headers.location).toBe('https://cert.portal.teste/entrar');
      // The server certificate was made in DATA_DIR/cert and is reused on the next start.
      const arq = path.join(sem.config.dataDir, 'cert', 'servidor.crt.pem');
      const antes = fs.readFileSync(arq, 'utf8');
      const segundo = await iniciarServidorCertificado({ config: sem.config, db: sem.db, log, porta: 0, host: '127.0.0.1' });
      await segundo.fechar();
      expect(fs.readFileSync(arq, 'utf8')).toBe(antes);
    } finally {
      await servidor.fechar();
      await sem.close();
    }
  });

  it('a trust store path that cannot be read stops the start with a message naming the variable', async () => {
    expect(() => carregarRepositorioConfianca(path.join(dir, 'nao-existe.pem'))).toThrow(/CERT_TRUST_STORE: não foi possível ler/);
    const vazio = path.join(dir, 'vazio.pem');
    fs.writeFileSync(vazio, 'nada aqui');
    expect(() => carregarRepositorioConfianca(vazio)).toThrow(/CERT_TRUST_STORE: .* não contém nenhum certificado/);
  });
});
