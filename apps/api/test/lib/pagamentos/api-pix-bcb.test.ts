import 'reflect-metadata';
import { BasicConstraintsExtension, KeyUsageFlags, KeyUsagesExtension, PemConverter, SubjectAlternativeNameExtension, X509CertificateGenerator } from '@peculiar/x509';
import { count, eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../src/config/env.js';
import { cobrancas, pagamentos, titulos } from '../../../src/db/schema/index.js';
import { AppError } from '../../../src/lib/app-error.js';
import { criarProvedorApiPixBcb } from '../../../src/lib/pagamentos/api-pix-bcb.js';
import { lerBrCode } from '../../../src/lib/pagamentos/br-code.js';
import { removerCobrancasNoProvedor } from '../../../src/modules/financeiro/remover-no-psp.js';
import { MAX_NAO_CONFIRMADOS } from '../../../src/modules/financeiro/webhooks.routes.js';
import { aplicarTransicao } from '../../../src/modules/requerimentos/transicoes.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { iniciarApiPixFalsa, type ApiPixFalsa } from '../../helpers/fake-api-pix.js';
import { criarAc, criarCertificadoCliente } from '../../helpers/icp.js';
import { notificarBoleto, novoE2e, URL_WEBHOOK_PIX } from '../../helpers/pagamentos.js';
import { chamar, criarRequerimento, criarTitulo, hoje, somarDiasIso } from '../../helpers/requerimentos.js';
import { inserirTaxaDeRequerimento } from '../../helpers/titulos.js';

/** The production provider (Banco Central's API Pix) against a local fake PSP: unit behaviour, mutual TLS, and end to end through the app. */

const CHAVE = '12345678000195';
const SEGREDO_WEBHOOK = randomBytes(24).toString('hex');
const espera = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomTxid = () => randomBytes(16).toString('hex');

function envBcb(fake: ApiPixFalsa, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PAGAMENTOS_PROVEDOR: 'bcb',
    BCB_PIX_URL: fake.url,
    BCB_PIX_TOKEN_URL: fake.tokenUrl,
    BCB_PIX_CLIENT_ID: fake.clientId,
    BCB_PIX_CLIENT_SECRET: fake.clientSecret,
    PIX_CHAVE: CHAVE,
    BOLETO_CONVENIO: '1112223',
    PAGAMENTOS_WEBHOOK_SEGREDO: SEGREDO_WEBHOOK,
    ...extra,
  };
}

function provedorPara(fake: ApiPixFalsa, extra: Record<string, string> = {}) {
  const avisos: Array<{ obj: Record<string, unknown>; msg: string }> = [];
  const config = loadConfig(envBcb(fake, extra));
  const provedor = criarProvedorApiPixBcb(config.pagamentos, { log: { warn: (obj, msg) => avisos.push({ obj, msg }) } });
  if (!provedor.confirmaNotificacoes) throw new Error('o provedor bcb confirma notificações');
  return { provedor, avisos, config };
}

const pedido = (txid: string, valorCentavos = 12_345) => ({
  txid,
  valorCentavos,
  expiracaoS: 3600,
  devedor: { cpf: '52998224725', nome: 'Fulana de Tal' },
  descricao: 'Anuidade 2026 (título 100001)',
});

async function erroDe(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('era esperado um erro');
}

describe('API Pix provider (unit, against the fake PSP)', () => {
  let fake: ApiPixFalsa;
  beforeAll(async () => {
    fake = await iniciarApiPixFalsa();
  });
  afterAll(() => fake.fechar());

  it('PUT /cob/{txid} with the API Pix v2 body, one OAuth2 token reused across calls', async () => {
    const { provedor } = provedorPara(fake);
    const txid = provedor.novoTxidPix();
    expect(txid).toMatch(/^[A-Za-z0-9]{32}$/);
    const criada = await provedor.criarCobrancaPix(pedido(txid));
    const cob = fake.cobs.get(txid)!;
    expect(cob).toMatchObject({
      calendario: { expiracao: 3600 },
      devedor: { cpf: '52998224725', nome: 'Fulana de Tal' },
      valor: { original: '123.45' },
      chave: CHAVE,
      solicitacaoPagador: 'Anuidade 2026 (título 100001)',
      status: 'ATIVA',
    });
    expect(criada).toEqual({ copiaECola: cob.pixCopiaECola, location: cob.loc.location });
    expect(lerBrCode(criada.copiaECola)).toMatchObject({ dinamico: true, location: cob.loc.location });

    expect(await provedor.consultarCobrancaPix(txid)).toEqual({ status: 'ATIVA', pix: [] });
    await fake.pagar(txid);
    const paga = await provedor.consultarCobrancaPix(txid);
    expect(paga).toMatchObject({ status: 'CONCLUIDA', pix: [{ valor: '123.45' }] });
    expect(await provedor.consultarCobrancaPix('A'.repeat(30))).toBeNull();

    expect(fake.tokensEmitidos).toHaveLength(1);
    const token = fake.chamadas.find((c) => c.path === '/oauth/token')!;
    expect(token.authorization).toBe(`Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`);
    expect(new URLSearchParams(token.corpo).get('grant_type')).toBe('client_credentials');
    expect(fake.chamadas.filter((c) => c.path.startsWith('/api/')).every((c) => c.authorization === `Bearer ${fake.tokensEmitidos[0]}`)).toBe(true);
  });

  it('a revoked token is renewed once; a token near its expiry is not reused', async () => {
    const { provedor } = provedorPara(fake);
    await provedor.criarCobrancaPix(pedido(provedor.novoTxidPix()));
    const antes = fake.tokensEmitidos.length;
    fake.revogarTokens();
    await provedor.criarCobrancaPix(pedido(provedor.novoTxidPix()));
    expect(fake.tokensEmitidos.length).toBe(antes + 1);

    const curto = await iniciarApiPixFalsa({ expiresIn: 30 });
    try {
      const { provedor: p2 } = provedorPara(curto);
      await p2.criarCobrancaPix(pedido(p2.novoTxidPix()));
      await p2.criarCobrancaPix(pedido(p2.novoTxidPix()));
      // 30 s of life is inside the one-minute margin: asked again each time.
      expect(curto.tokensEmitidos).toHaveLength(2);
    } finally {
      await curto.fechar();
    }
  });

  it('without pixCopiaECola, the dynamic BR Code is built from loc.location', async () => {
    const semCopia = await iniciarApiPixFalsa({ semPixCopiaECola: true });
    try {
      const { provedor, config } = provedorPara(semCopia);
      const txid = provedor.novoTxidPix();
      const criada = await provedor.criarCobrancaPix(pedido(txid));
      const lido = lerBrCode(criada.copiaECola);
      expect(lido).toMatchObject({ dinamico: true, location: semCopia.cobs.get(txid)!.loc.location, txid: '***', nome: config.pagamentos.pix.recebedorNome });
      expect(lido.campos['01']).toBe('12');
      expect(criada.location).toBe(semCopia.cobs.get(txid)!.loc.location);
    } finally {
      await semCopia.fechar();
    }
  });

  it('PSP errors answer 502 in Portuguese; the log names the operation and status, never secrets', async () => {
    const { provedor, avisos } = provedorPara(fake);
    fake.falharProximas(1, 503);
    const e1 = await erroDe(provedor.criarCobrancaPix(pedido(provedor.novoTxidPix())));
    expect(e1).toMatchObject({ statusCode: 502, mensagem: 'O provedor de pagamentos não respondeu. Tente de novo em instantes.' });
    fake.falharProximas(1, 500);
    expect((await erroDe(provedor.consultarCobrancaPix('B'.repeat(30)))).statusCode).toBe(502);
    // A txid the PSP refuses (400 problem+json).
    expect((await erroDe(provedor.criarCobrancaPix(pedido('curto'))))).toMatchObject({ statusCode: 502 });

    const errado = provedorPara(fake, { BCB_PIX_CLIENT_SECRET: 'segredo-errado-que-nao-pode-vazar' });
    expect((await erroDe(errado.provedor.criarCobrancaPix(pedido(errado.provedor.novoTxidPix())))).statusCode).toBe(502);

    const fechado = await iniciarApiPixFalsa();
    const { provedor: semPsp, avisos: avisosRede } = provedorPara(fechado);
    await fechado.fechar();
    expect((await erroDe(semPsp.criarCobrancaPix(pedido(semPsp.novoTxidPix())))).statusCode).toBe(502);

    const todos = JSON.stringify([...avisos, ...errado.avisos, ...avisosRede]);
    expect(avisos.map((a) => a.obj)).toEqual(
      expect.arrayContaining([expect.objectContaining({ operacao: 'PUT /cob', status: 503 }), expect.objectContaining({ operacao: 'GET /cob', status: 500 })]),
    );
    expect(errado.avisos[0]!.obj).toMatchObject({ operacao: 'token', status: 401 });
    expect(avisosRede[0]!.obj).toMatchObject({ operacao: 'token' });
    for (const segredo of [fake.clientSecret, 'segredo-errado-que-nao-pode-vazar', ...fake.tokensEmitidos, '52998224725', 'Fulana']) {
      expect(todos).not.toContain(segredo);
    }
  });
});

describe('API Pix provider: withdrawing a charge', () => {
  let fake: ApiPixFalsa;
  beforeAll(async () => {
    fake = await iniciarApiPixFalsa();
  });
  afterAll(() => fake.fechar());

  it('PATCH /cob/{txid} with status REMOVIDA_PELO_USUARIO_RECEBEDOR; a refusal answers 502 and is logged without secrets', async () => {
    const { provedor, avisos } = provedorPara(fake);
    const txid = provedor.novoTxidPix();
    await provedor.criarCobrancaPix(pedido(txid));
    await provedor.removerCobrancaPix!(txid);
    const patch = fake.chamadas.find((c) => c.method === 'PATCH')!;
    expect(patch).toMatchObject({ path: `/api/v2/cob/${txid}`, authorization: `Bearer ${fake.tokensEmitidos.at(-1)}` });
    expect(JSON.parse(patch.corpo)).toEqual({ status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
    expect(fake.cobs.get(txid)!.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    expect(await provedor.consultarCobrancaPix(txid)).toMatchObject({ status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });

    // A paid charge cannot be removed: the PSP says 400.
    const paga = provedor.novoTxidPix();
    await provedor.criarCobrancaPix(pedido(paga));
    await fake.pagar(paga);
    expect(await erroDe(provedor.removerCobrancaPix!(paga))).toMatchObject({ statusCode: 502 });
    expect(avisos.at(-1)!.obj).toMatchObject({ operacao: 'PATCH /cob', status: 400 });
    expect(JSON.stringify(avisos)).not.toContain(fake.clientSecret);
  });
});

describe('API Pix provider over mutual TLS', () => {
  const ALG = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
  let dir: string;
  let fake: ApiPixFalsa;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pix-mtls-'));
    const ac = await criarAc('AC do PSP de Teste');
    const chaves = (await webcrypto.subtle.generateKey(ALG, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
    const servidor = await X509CertificateGenerator.create({
      serialNumber: '0a01',
      subject: 'CN=localhost',
      issuer: ac.cert.subject,
      notBefore: new Date(Date.now() - 86_400_000),
      notAfter: new Date(Date.now() + 86_400_000),
      publicKey: chaves.publicKey,
      signingKey: ac.chaves.privateKey,
      signingAlgorithm: ALG,
      extensions: [
        new BasicConstraintsExtension(false),
        new KeyUsagesExtension(KeyUsageFlags.digitalSignature | KeyUsageFlags.keyAgreement, true),
        new SubjectAlternativeNameExtension([{ type: 'dns', value: 'localhost' }]),
      ],
    });
    const chaveServidor = PemConverter.encode(await webcrypto.subtle.exportKey('pkcs8', chaves.privateKey), 'PRIVATE KEY');
    const cliente = await criarCertificadoCliente(ac, { nome: 'PORTAL OAB' });
    fs.writeFileSync(path.join(dir, 'ca.pem'), ac.pem);
    fs.writeFileSync(path.join(dir, 'cliente.pem'), cliente.pem);
    fs.writeFileSync(path.join(dir, 'cliente.key'), cliente.keyPem);
    fake = await iniciarApiPixFalsa({ tls: { cert: servidor.toString('pem'), key: chaveServidor, caClientes: ac.pem } });
  });
  afterAll(async () => {
    await fake?.fechar();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('presents the client certificate (BCB_PIX_CERT/KEY) and trusts the PSP through BCB_PIX_CA', async () => {
    const { provedor } = provedorPara(fake, {
      BCB_PIX_CERT: path.join(dir, 'cliente.pem'),
      BCB_PIX_KEY: path.join(dir, 'cliente.key'),
      BCB_PIX_CA: path.join(dir, 'ca.pem'),
    });
    const txid = provedor.novoTxidPix();
    await provedor.criarCobrancaPix(pedido(txid));
    expect(fake.cobs.has(txid)).toBe(true);
    expect(fake.chamadas.length).toBeGreaterThan(0);
    expect(fake.chamadas.every((c) => c.certificadoCliente)).toBe(true);
  });

  it('without the client certificate the PSP refuses the connection: 502', async () => {
    const { provedor, avisos } = provedorPara(fake, { BCB_PIX_CA: path.join(dir, 'ca.pem') });
    expect((await erroDe(provedor.criarCobrancaPix(pedido(provedor.novoTxidPix())))).statusCode).toBe(502);
    expect(avisos[0]!.msg).toMatch(/comunicação/);
  });

  it('a missing PEM file stops the start naming the variable', () => {
    expect(() => provedorPara(fake, { BCB_PIX_CERT: path.join(dir, 'nao-existe.pem'), BCB_PIX_KEY: path.join(dir, 'cliente.key') })).toThrow(/^BCB_PIX_CERT: não foi possível ler/);
  });
});

describe('end to end: the app with PAGAMENTOS_PROVEDOR=bcb', () => {
  let fake: ApiPixFalsa;
  let t: AppDeTeste;
  let membro: PessoaCriada;
  let financeiro: PessoaCriada;
  /** What the PSP does between storing a PUT /cob and answering it (set by a test, cleared after). */
  let antesDoPut: ((txid: string) => Promise<unknown>) | null = null;

  beforeAll(async () => {
    fake = await iniciarApiPixFalsa({
      // The PSP posts to {webhook}/pix, unsigned (it does not know our secret).
      entregarWebhook: async (corpo) =>
        (await t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers: { 'content-type': 'application/json' }, payload: corpo })).statusCode,
      antesDeResponderPut: async (txid) => {
        await antesDoPut?.(txid);
      },
    });
    t = await criarAppDeTeste(envBcb(fake));
    membro = await criarPessoa(t.db, { advogado: true, nome: 'Carla Pagadora' });
    financeiro = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoFinanceiro'] });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.fechar();
  });

  const contar = async () => (await t.db.select({ n: count() }).from(pagamentos))[0]!.n;

  it('member’s PIX becomes a cob at the PSP; paying it there settles the título through the webhook, confirmed by GET /cob', async () => {
    const titulo = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 54_321 });
    const res = await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'pix' });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c.pix.txid).toMatch(/^[A-Za-z0-9]{32}$/);
    const cob = fake.cobs.get(c.pix.txid)!;
    expect(cob).toMatchObject({ valor: { original: '543.21' }, devedor: { cpf: membro.cpf, nome: 'Carla Pagadora' }, chave: CHAVE });
    expect(c.pix.copiaECola).toBe(cob.pixCopiaECola);
    const [linha] = await t.db.select().from(cobrancas).where(eq(cobrancas.id, c.id));
    expect(linha).toMatchObject({ provedor: 'bcb', location: cob.loc.location });

    const { pix, statusWebhook } = await fake.pagar(c.pix.txid);
    expect(statusWebhook).toBe(200);
    const [t1] = await t.db.select().from(titulos).where(eq(titulos.id, titulo.id));
    expect(t1).toMatchObject({ status: 'pago', valorPagoCentavos: 54_321, meioPagamento: 'pix' });
    expect(t1!.pagoEm!.toISOString()).toBe(pix.horario);
    const [p] = await t.db.select().from(pagamentos).where(eq(pagamentos.endToEndId, pix.endToEndId));
    expect(p!.situacao).toBe('liquidado');
    expect(fake.chamadas.some((ch) => ch.method === 'GET' && ch.path === `/api/v2/cob/${c.pix.txid}`)).toBe(true);

    // The PSP retries its webhook: a duplicate, nothing changes.
    const repetido = await t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers: { 'content-type': 'application/json' }, payload: { pix: [pix] } });
    expect(repetido.json()).toEqual({ recebidos: 1, liquidados: 0, emRevisao: 0, duplicados: 1 });
  });

  it('a forged notification the PSP does not confirm changes nothing', async () => {
    const titulo = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 10_000 });
    const c = (await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'pix' })).json();
    const antes = await contar();
    const postar = (pix: unknown[]) => t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers: { 'content-type': 'application/json' }, payload: { pix } });
    // A txid the portal never issued (the PSP does not know it either), and no txid at all: 200, nothing settles.
    const estranhos = [
      { endToEndId: novoE2e(), txid: 'X'.repeat(32), valor: '100.00', horario: new Date().toISOString() },
      { endToEndId: novoE2e(), valor: '100.00', horario: new Date().toISOString() },
    ];
    expect((await postar(estranhos)).json()).toEqual({ recebidos: 2, liquidados: 0, emRevisao: 0, duplicados: 0 });
    // Our charge, not paid at the PSP (ATIVA): 503, as for a PSP that is a step behind; nothing settles.
    const naoPaga = await postar([{ endToEndId: novoE2e(), txid: c.pix.txid, valor: '100.00', horario: new Date().toISOString() }]);
    expect(naoPaga.statusCode).toBe(503);
    expect(naoPaga.json().mensagem).toBe('O PSP ainda não confirma o pagamento de uma cobrança desta notificação. Reenvie a notificação em instantes.');
    expect(await contar()).toBe(antes);

    // Paid at the PSP (fake.pagar delivers the real notification: the título is paid by it, once). A copy with
    // another end-to-end id is never listed by the PSP (503 again); one claiming another amount is the real
    // payment, taken at the PSP's amount: a duplicate.
    const { pix } = await fake.pagar(c.pix.txid);
    expect((await postar([{ ...pix, endToEndId: novoE2e() }])).statusCode).toBe(503);
    expect((await postar([{ ...pix, valor: '1.00' }])).json()).toEqual({ recebidos: 1, liquidados: 0, emRevisao: 0, duplicados: 1 });
    expect((await contar()) - antes).toBe(1);
    expect((await t.db.select().from(titulos).where(eq(titulos.id, titulo.id)))[0]).toMatchObject({ status: 'pago', valorPagoCentavos: 10_000 });
    expect(t.logs()).toContain('notificação PIX não confirmada pelo PSP');
  });

  it('a charge of ours the PSP does not show as paid yet answers 503 every time (never 429), and settles once it does', async () => {
    const titulo = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 7_000 });
    const c = (await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'pix' })).json();
    const pix = { endToEndId: novoE2e(), txid: c.pix.txid, valor: '70.00', horario: new Date().toISOString() };
    const postar = () =>
      t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, remoteAddress: '198.51.100.9', headers: { 'content-type': 'application/json' }, payload: { pix: [pix] } });
    // The PSP notified before its own GET /cob shows the payment; it retries, more often than the limit on strangers.
    for (let i = 0; i < MAX_NAO_CONFIRMADOS + 3; i++) expect((await postar()).statusCode).toBe(503);
    expect((await t.db.select().from(titulos).where(eq(titulos.id, titulo.id)))[0]!.status).toBe('aberto');

    const cob = fake.cobs.get(c.pix.txid)!;
    cob.status = 'CONCLUIDA';
    cob.pix = [pix];
    const depois = await postar();
    expect(depois.statusCode).toBe(200);
    expect(depois.json()).toMatchObject({ liquidados: 1 });
  });

  it('a PSP that does not answer the confirmation makes the webhook fail (502) so the PSP retries; nothing settles', async () => {
    const titulo = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 2_000 });
    const c = (await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'pix' })).json();
    const cob = fake.cobs.get(c.pix.txid)!;
    cob.status = 'CONCLUIDA';
    const pix = { endToEndId: novoE2e(), txid: c.pix.txid, valor: '20.00', horario: new Date().toISOString() };
    cob.pix = [pix];
    fake.falharProximas(1, 503);
    const res = await t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers: { 'content-type': 'application/json' }, payload: { pix: [pix] } });
    expect(res.statusCode).toBe(502);
    expect((await t.db.select().from(titulos).where(eq(titulos.id, titulo.id)))[0]!.status).toBe('aberto');
    const again = await t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers: { 'content-type': 'application/json' }, payload: { pix: [pix] } });
    expect(again.json()).toMatchObject({ liquidados: 1 });
  });

  it('the PSP failing to create the charge answers 502 to the member and stores nothing', async () => {
    const titulo = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 3_000 });
    fake.falharProximas(1, 500);
    const res = await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'pix' });
    expect(res.statusCode).toBe(502);
    expect(res.json().mensagem).toBe('O provedor de pagamentos não respondeu. Tente de novo em instantes.');
    expect(await t.db.select().from(cobrancas).where(eq(cobrancas.tituloId, titulo.id))).toEqual([]);
    expect(t.logs()).not.toContain(fake.clientSecret);
  });

  it('boletos are made locally and still settle only by the signed bank return', async () => {
    const titulo = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 4_000 });
    const c = (await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'boleto' })).json();
    expect(c.boleto.codigoBarras.slice(19)).toMatch(/^0000001112223\d{10}17$/);
    const nossoNumero = c.boleto.codigoBarras.slice(25, 42);
    const semAssinatura = await t.app.inject({
      method: 'POST',
      url: '/wsapp/pagamentos/webhook/boleto',
      headers: { 'content-type': 'application/json' },
      payload: { boletos: [{ idLiquidacao: 'L1', nossoNumero, valorPago: '40.00', dataPagamento: hoje() }] },
    });
    expect(semAssinatura.statusCode).toBe(401);
    expect((await notificarBoleto(t, { nossoNumero, valor: 4_000 })).json()).toMatchObject({ liquidados: 1 });
  });

  it('a sender whose notifications the PSP keeps not confirming is cut off (429) before more PSP calls', async () => {
    const forjar = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: URL_WEBHOOK_PIX,
        remoteAddress: '203.0.113.7',
        headers: { 'content-type': 'application/json' },
        payload: { pix: Array.from({ length: n }, () => ({ endToEndId: novoE2e(), txid: randomTxid(), valor: '1.00', horario: new Date().toISOString() })) },
      });
    expect((await forjar(MAX_NAO_CONFIRMADOS)).json()).toMatchObject({ recebidos: MAX_NAO_CONFIRMADOS, liquidados: 0 });
    const consultasAntes = fake.chamadas.filter((c) => c.method === 'GET').length;
    const cortado = await forjar(5);
    expect(cortado.statusCode).toBe(429);
    expect(cortado.json().mensagem).toMatch(/Aguarde alguns minutos/);
    expect(fake.chamadas.filter((c) => c.method === 'GET').length).toBe(consultasAntes);
    // Another sender (the PSP) is not affected.
    const titulo = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 6_000 });
    const c = (await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'pix' })).json();
    expect((await fake.pagar(c.pix.txid)).statusWebhook).toBe(200);
  });

  const cobsDoTitulo = (nufin: number) => [...fake.cobs.values()].filter((c) => c.solicitacaoPagador?.endsWith(`(título ${nufin})`));
  const REMOVIDA = 'REMOVIDA_PELO_USUARIO_RECEBEDOR';

  it('the charge is made at the PSP with no database lock held; the título is locked only to store it', async () => {
    const titulo = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 8_100 });
    let livre: boolean | null = null;
    antesDoPut = async () => {
      // While the PSP is answering, another transaction can lock the título at once (and the settlement of a
      // payment is not kept waiting behind a slow PSP).
      const tentativa = t.db
        .transaction(async (tx) => {
          await tx.select({ id: titulos.id }).from(titulos).where(eq(titulos.id, titulo.id)).for('update', { noWait: true });
          return true;
        })
        .catch(() => false);
      livre = await Promise.race([tentativa, espera(2_000).then(() => false)]);
    };
    try {
      const res = await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'pix' });
      expect(res.statusCode).toBe(201);
    } finally {
      antesDoPut = null;
    }
    expect(livre).toBe(true);
  });

  it('two clicks at once keep one charge; the extra one made at the PSP is withdrawn there', async () => {
    const titulo = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 8_200 });
    antesDoPut = () => espera(150);
    let a, b;
    try {
      [a, b] = await Promise.all([
        chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'pix' }),
        chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'pix' }),
      ]);
    } finally {
      antesDoPut = null;
    }
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const guardadas = await t.db.select().from(cobrancas).where(eq(cobrancas.tituloId, titulo.id));
    expect(guardadas.map((c) => c.txid)).toEqual([a.json().pix.txid]);
    await vi.waitFor(() => {
      const noPsp = cobsDoTitulo(titulo.nufin);
      expect(noPsp).toHaveLength(2);
      expect(new Map(noPsp.map((c) => [c.txid, c.status]))).toEqual(
        new Map(noPsp.map((c) => [c.txid, c.txid === a.json().pix.txid ? 'ATIVA' : REMOVIDA])),
      );
    });
  });

  it('a título paid while the PSP was making its charge: 409 saying so, and that charge is withdrawn', async () => {
    const titulo = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 8_300 });
    antesDoPut = () => t.db.update(titulos).set({ status: 'pago', pagoEm: new Date() }).where(eq(titulos.id, titulo.id));
    let res;
    try {
      res = await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'pix' });
    } finally {
      antesDoPut = null;
    }
    expect(res.statusCode).toBe(409);
    expect(res.json().mensagem).toBe('Este título já foi pago.');
    expect(await t.db.select().from(cobrancas).where(eq(cobrancas.tituloId, titulo.id))).toEqual([]);
    await vi.waitFor(() => expect(cobsDoTitulo(titulo.nufin).map((c) => c.status)).toEqual([REMOVIDA]));
  });

  it('a replaced PIX charge, or one left behind when the título is paid by boleto, is withdrawn at the PSP', async () => {
    const titulo = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 8_400 });
    const url = `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`;
    const primeira = (await chamar(t, membro, 'POST', url, { meio: 'pix' })).json();
    await t.db.update(titulos).set({ valorCentavos: 8_500 }).where(eq(titulos.id, titulo.id));
    const segunda = (await chamar(t, membro, 'POST', url, { meio: 'pix' })).json();
    expect(segunda.id).not.toBe(primeira.id);
    await vi.waitFor(() => expect(fake.cobs.get(primeira.pix.txid)!.status).toBe(REMOVIDA));
    expect(fake.cobs.get(segunda.pix.txid)!.status).toBe('ATIVA');

    const boleto = (await chamar(t, membro, 'POST', url, { meio: 'boleto' })).json();
    expect((await notificarBoleto(t, { nossoNumero: boleto.boleto.codigoBarras.slice(25, 42), valor: 8_500 })).json()).toMatchObject({ liquidados: 1 });
    await vi.waitFor(() => expect(fake.cobs.get(segunda.pix.txid)!.status).toBe(REMOVIDA));
  });

  it('a cancelled request withdraws its fee’s PIX at the PSP (given the provider)', async () => {
    const req = await criarRequerimento(t.db, { pessoaId: membro.pessoaId, codigo: '401', status: 'aguardando_pagamento' });
    const taxa = await inserirTaxaDeRequerimento(t.db, { pessoaId: membro.pessoaId, requerimentoId: req.id, valorCentavos: 8_600 });
    const c = (await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${taxa.nufin}/cobrancas`, { meio: 'pix' })).json();
    const r = await aplicarTransicao(t.app, {
      requerimentoId: req.id,
      acao: 'cancelar',
      ator: { tipo: 'membro', usuarioId: membro.usuarioId },
      escopo: { tipo: 'dono', pessoaId: membro.pessoaId },
    });
    expect(r.cobrancasCanceladas).toEqual([{ txid: c.pix.txid, meio: 'pix', provedor: 'bcb' }]);
    await vi.waitFor(() => expect(fake.cobs.get(c.pix.txid)!.status).toBe(REMOVIDA));
  });

  it('removerCobrancasNoProvedor withdraws only the retired PIX charges it is given; a PSP failure is logged, never thrown', async () => {
    const titulo = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 8_700 });
    const url = `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`;
    const pix = (await chamar(t, membro, 'POST', url, { meio: 'pix' })).json();
    const boleto = (await chamar(t, membro, 'POST', url, { meio: 'boleto' })).json();
    const outro = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 8_800 });
    const ativa = (await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${outro.nufin}/cobrancas`, { meio: 'pix' })).json();
    // As the anuidade split or a negotiation does: the charges are cancelled in its transaction, then handed over.
    await t.db.update(cobrancas).set({ status: 'cancelada' }).where(eq(cobrancas.tituloId, titulo.id));
    const patches = () => fake.chamadas.filter((ch) => ch.method === 'PATCH').length;
    const antes = patches();
    await removerCobrancasNoProvedor(t.app, [pix.pix.txid, boleto.boleto.codigoBarras.slice(25, 42), ativa.pix.txid]);
    expect(patches() - antes).toBe(1);
    expect(fake.cobs.get(pix.pix.txid)!.status).toBe(REMOVIDA);
    expect(fake.cobs.get(ativa.pix.txid)!.status).toBe('ATIVA');

    const terceiro = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10), valorCentavos: 8_900 });
    const falha = (await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${terceiro.nufin}/cobrancas`, { meio: 'pix' })).json();
    await t.db.update(cobrancas).set({ status: 'cancelada' }).where(eq(cobrancas.id, falha.id));
    fake.falharProximas(1, 503);
    await expect(removerCobrancasNoProvedor(t.app, [falha.pix.txid])).resolves.toBeUndefined();
    expect(fake.cobs.get(falha.pix.txid)!.status).toBe('ATIVA');
    expect(t.logs()).toContain('não removida no PSP');
    expect(t.logs()).not.toContain(fake.clientSecret);
  });

  it('staff: no simulation outside the sandbox', async () => {
    const titulo = await criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, vencimento: somarDiasIso(hoje(), 10) });
    const busca = await chamar(t, financeiro, 'GET', `/wsapp/area-restrita/financeiro/titulos?busca=${titulo.nufin}`);
    expect(busca.json().simulacaoDisponivel).toBe(false);
    const res = await chamar(t, financeiro, 'POST', `/wsapp/area-restrita/financeiro/titulos/${titulo.nufin}/simular-pagamento`, { meio: 'pix' });
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe('A simulação de pagamento só existe no ambiente de demonstração.');
    expect(await t.db.select().from(cobrancas).where(eq(cobrancas.tituloId, titulo.id))).toEqual([]);
  });
});
