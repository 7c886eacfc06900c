import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigosRevogados, convites, convitesAdmissoes, viramaisMovimentos } from '../../../src/db/schema/index.js';
import { novoCodigoCurto } from '../../../src/lib/codigos-assinados.js';
import { MemoryLimiterStore } from '../../../src/lib/rate-limiter.js';
import { codigoRevogado } from '../../../src/modules/codigos/index.js';
import { buscarLimitado, MAX_ERROS_POR_IP_ANONIMO, MAX_ERROS_POR_USUARIO, MAX_ERROS_PORTARIA } from '../../../src/modules/convites/buscar-por-hash.js';
import { creditarViraMais, saldoViraMais } from '../../../src/modules/viramais/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { inserirTitulo } from '../../helpers/financeiro-membro.js';
import { outraGrafia } from '../../helpers/grafia.js';
import { chamar, tokenDe } from '../../helpers/requerimentos.js';

const COTA = 2;
const PRECO = 1_500;
let t: AppDeTeste;
let portaria: PessoaCriada;
const hoje = () => hojeSaoPaulo();
/** A date in one month for every quota test (each test has its own member). */
const DIA = () => somarDias(hoje(), 5);

beforeAll(async () => {
  t = await criarAppDeTeste({ CONVITES_COTA_MENSAL: String(COTA), CONVITES_PRECO_CREDITOS_CENTAVOS: String(PRECO) });
  portaria = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoPortaria'] });
});
afterAll(() => t.close());

const membro = () => criarPessoa(t.db, { advogado: true });
const convidar = (p: PessoaCriada, corpo: Record<string, unknown>) => chamar(t, p, 'POST', '/wsapp/convites', { nome: 'Roberto Almeida', data: DIA(), ...corpo });

/** Rows of these members' invitations, admissions, ViraMais movements and revoked codes (other test files share the database). */
async function contagens(...quem: PessoaCriada[]) {
  const ids = quem.map((p) => p.pessoaId);
  const deles = t.db.select({ id: convites.id }).from(convites).where(inArray(convites.pessoaId, ids));
  const [c] = await t.db.select({ n: count() }).from(convites).where(inArray(convites.pessoaId, ids));
  const [a] = await t.db.select({ n: count() }).from(convitesAdmissoes).where(inArray(convitesAdmissoes.conviteId, deles));
  const [m] = await t.db.select({ n: count() }).from(viramaisMovimentos).where(inArray(viramaisMovimentos.pessoaId, ids));
  const [r] = await t.db.select({ n: count() }).from(codigosRevogados).where(inArray(codigosRevogados.id, deles));
  return { convites: c?.n, admissoes: a?.n, movimentos: m?.n, revogados: r?.n };
}

async function creditar(p: PessoaCriada, centavos: number) {
  await t.db.transaction((tx) =>
    creditarViraMais(tx, { pessoaId: p.pessoaId, valorCentavos: centavos, validoAte: somarDias(hoje(), 365), origem: { tipo: 'ajuste', id: randomUUID() }, descricao: 'teste' }),
  );
}

describe('convites: criar, ver e listar', () => {
  it('issues an invitation whose link has ≥128 bits and is stored only as its SHA-256; the owner sees everything and the list recomputes the link', async () => {
    const maria = await membro();
    const r = await convidar(maria, { cpf: '529.982.247-25' });
    expect(r.statusCode).toBe(201);
    const c = r.json();
    expect(c).toMatchObject({ visao: 'dono', codemp: 'cel', convidado: { nome: 'Roberto Almeida', cpf: '52998224725' }, situacao: 'emitido', pagoCom: 'cota', podeCancelar: true });
    expect(c.hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(c.hash, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(c.link).toBe(`http://portal.teste/convite/cel/${c.hash}`);
    expect(c.linkValidacao).toBe(`http://portal.teste/convite/validar/${c.hash}#${c.codigoAssinado}`);
    expect(t.app.codigos.ler(c.codigoAssinado)).toEqual({ tipo: 'convite', id: c.id, versao: 1 });
    expect(c.codigoCurto).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(c.qrCodeSvg).toContain('<svg');

    // The row: the token's SHA-256 and nothing that contains the token itself.
    const linha = await t.db.execute(sql`select * from convites where id = ${c.id}`);
    const row = (linha as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    expect(row.hash_sha256).toBe(createHash('sha256').update(c.hash).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(c.hash);

    const lista = await chamar(t, maria, 'GET', '/wsapp/convites');
    expect(lista.statusCode).toBe(200);
    const corpo = lista.json();
    expect(corpo.itens).toHaveLength(1);
    expect(corpo.itens[0]).toMatchObject({ id: c.id, hash: c.hash, link: c.link, qrCodeSvg: null });
    expect(corpo.cotas.find((m: { mes: string }) => m.mes === DIA().slice(0, 7))).toMatchObject({ limite: COTA, usados: 1, restantes: COTA - 1 });
    expect(corpo.impedimentos).toEqual([]);

    const aberto = await chamar(t, maria, 'GET', `/wsapp/convites/cel/${c.hash}`);
    expect(aberto.json()).toMatchObject({ visao: 'dono', id: c.id, hash: c.hash });
  });

  it('shows the gate staff validity and the guest, and anyone else only that it exists and its date', async () => {
    const maria = await membro();
    const joana = await membro();
    const c = (await convidar(maria, {})).json();
    for (const url of [`/wsapp/convites/cel/${c.hash}`, `/wsapp/convites/validar/${c.hash}`]) {
      const outro = await chamar(t, joana, 'GET', url);
      expect(outro.statusCode).toBe(200);
      expect(outro.json()).toEqual({ visao: 'publica', codemp: 'cel', data: DIA() });
      const gate = await chamar(t, portaria, 'GET', url);
      expect(gate.json()).toMatchObject({ visao: 'portaria', data: DIA(), convidado: { nome: 'Roberto Almeida' }, anfitriao: maria.nome, situacao: 'outra_data', admissao: null });
      expect(JSON.stringify(gate.json())).not.toContain(c.codigoAssinado);
    }
    // The owner on the gate's link sees what everyone sees there.
    expect((await chamar(t, maria, 'GET', `/wsapp/convites/validar/${c.hash}`)).json()).toEqual({ visao: 'publica', codemp: 'cel', data: DIA() });
  });

  it('refuses a past date, a date too far ahead, a bad CPF, a non-lawyer and a member not up to date, changing nothing', async () => {
    const maria = await membro();
    const colaborador = await criarPessoa(t.db);
    const devedora = await membro();
    await inserirTitulo(t.db, { pessoaId: devedora.pessoaId, vencimento: somarDias(hoje(), -40), valorCentavos: 50_000 });
    const antes = await contagens(maria, colaborador, devedora);
    const passada = await convidar(maria, { data: somarDias(hoje(), -1) });
    expect(passada.statusCode).toBe(422);
    expect(passada.json()).toMatchObject({ codigo: 'DATA_CONVITE_INVALIDA', mensagem: expect.stringContaining('já passou') });
    const longe = await convidar(maria, { data: somarDias(hoje(), 61) });
    expect(longe.json()).toMatchObject({ codigo: 'DATA_CONVITE_INVALIDA', mensagem: expect.stringContaining('60 dias') });
    expect((await convidar(maria, { cpf: '111.111.111-12' })).statusCode).toBe(400);
    expect((await convidar(maria, { nome: '' })).statusCode).toBe(400);
    expect((await convidar(maria, { data: '2026-02-30' })).statusCode).toBe(400);

    const semInscricao = await convidar(colaborador, {});
    expect(semInscricao.json()).toMatchObject({ codigo: 'INADIMPLENTE', mensagem: expect.stringContaining('inscrição ativa') });

    const r = await convidar(devedora, {});
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ codigo: 'INADIMPLENTE', mensagem: expect.stringContaining('em dia com a OAB') });
    const lista = (await chamar(t, devedora, 'GET', '/wsapp/convites')).json();
    expect(lista.impedimentos[0]).toMatchObject({ link: { href: '/financeiro' } });
    expect(await contagens(maria, colaborador, devedora)).toEqual(antes);
  });
});

describe('convites: cota e créditos ViraMais', () => {
  it('over the quota refuses without credits, refuses with too few, debits with enough; cancel gives the credits back and revokes the code', async () => {
    const maria = await membro();
    for (let i = 0; i < COTA; i++) expect((await convidar(maria, {})).statusCode).toBe(201);
    let antes = await contagens(maria);
    const semCredito = await convidar(maria, {});
    expect(semCredito.statusCode).toBe(422);
    expect(semCredito.json()).toMatchObject({ codigo: 'COTA_CONVITES_ESGOTADA', mensagem: expect.stringContaining(`os ${COTA} convites`) });
    const saldoCurto = await convidar(maria, { usarCreditos: true });
    expect(saldoCurto.json()).toMatchObject({ codigo: 'SALDO_VIRAMAIS_INSUFICIENTE' });
    expect(await contagens(maria)).toEqual(antes);
    await creditar(maria, PRECO - 1);
    antes = await contagens(maria);
    expect((await convidar(maria, { usarCreditos: true })).json()).toMatchObject({ codigo: 'SALDO_VIRAMAIS_INSUFICIENTE' });
    expect(await contagens(maria)).toEqual(antes);

    await creditar(maria, 10_000);
    const pago = await convidar(maria, { usarCreditos: true });
    expect(pago.statusCode).toBe(201);
    expect(pago.json()).toMatchObject({ pagoCom: 'viramais', creditosCentavos: PRECO });
    expect(await saldoViraMais(t.db, maria.pessoaId, hoje())).toBe(PRECO - 1 + 10_000 - PRECO);

    const c = pago.json();
    const cancelado = await chamar(t, maria, 'POST', `/wsapp/convites/cel/${c.hash}/cancelamento`);
    expect(cancelado.statusCode).toBe(200);
    expect(cancelado.json()).toMatchObject({ situacao: 'cancelado', podeCancelar: false });
    expect(await saldoViraMais(t.db, maria.pessoaId, hoje())).toBe(PRECO - 1 + 10_000);
    expect(await codigoRevogado(t.db, { tipo: 'convite', id: c.id, versao: 1 })).toBe(true);
    const chave = (await chamar(t, null, 'GET', '/wsapp/codigos/chave-publica')).json();
    expect(chave.revogados).toContainEqual(expect.objectContaining({ tipo: 'C', id: c.id, versao: 1, motivo: 'cancelado' }));
    // Cancelling twice changes nothing more.
    antes = await contagens(maria);
    expect((await chamar(t, maria, 'POST', `/wsapp/convites/cel/${c.hash}/cancelamento`)).json()).toMatchObject({ codigo: 'CONVITE_CANCELADO' });
    expect(await contagens(maria)).toEqual(antes);
  });

  it('a cancelled quota invitation frees its slot', async () => {
    const maria = await membro();
    const primeiro = (await convidar(maria, {})).json();
    await convidar(maria, {});
    expect((await convidar(maria, {})).statusCode).toBe(422);
    await chamar(t, maria, 'POST', `/wsapp/convites/cel/${primeiro.hash}/cancelamento`);
    expect((await convidar(maria, {})).statusCode).toBe(201);
  });

  it('a member racing several tabs against the quota gets the quota and not one more', async () => {
    const maria = await membro();
    const respostas = await Promise.all(Array.from({ length: 6 }, () => convidar(maria, {})));
    expect(respostas.filter((r) => r.statusCode === 201)).toHaveLength(COTA);
    expect(respostas.filter((r) => r.statusCode === 422).map((r) => r.json().codigo)).toEqual(Array(6 - COTA).fill('COTA_CONVITES_ESGOTADA'));
    const [n] = await t.db.select({ n: count() }).from(convites).where(eq(convites.pessoaId, maria.pessoaId));
    expect(n?.n).toBe(COTA);
  });
});

describe('convites: links errados e limite', () => {
  it('a guessed, malformed, other-entity or other member\'s link answers exactly like a wrong link', async () => {
    const maria = await membro();
    const joana = await membro();
    const c = (await convidar(maria, {})).json();
    const errado = await chamar(t, joana, 'GET', `/wsapp/convites/cel/${randomBytes(24).toString('base64url')}`);
    expect(errado.statusCode).toBe(404);
    const corpo = errado.body;
    const casos = [
      await chamar(t, joana, 'GET', '/wsapp/convites/cel/curto'),
      await chamar(t, joana, 'GET', `/wsapp/convites/oab/${c.hash}`),
      await chamar(t, joana, 'GET', `/wsapp/convites/validar/${randomBytes(24).toString('base64url')}`),
      await chamar(t, joana, 'POST', `/wsapp/convites/cel/${c.hash}/cancelamento`),
      await chamar(t, joana, 'GET', '/wsapp/convites/rota/que-nao-existe/mesmo'),
    ];
    for (const r of casos) {
      expect(r.statusCode).toBe(404);
      expect(r.body).toBe(corpo);
    }
    // Joana's attempt to cancel changed nothing.
    const [linha] = await t.db.select().from(convites).where(eq(convites.id, c.id));
    expect(linha?.status).toBe('emitido');
  });

  /** A GET from a given address (the limits count per user and per address). */
  const deIp = async (p: PessoaCriada, url: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers: { authorization: `Bearer ${await tokenDe(t, p)}` } });
  const chuteQualquer = () => `/wsapp/convites/validar/${randomBytes(24).toString('base64url')}`;

  it('limits wrong links per user: past the limit even a right link answers 429', async () => {
    const maria = await membro();
    const curiosa = await membro();
    const c = (await convidar(maria, {})).json();
    for (let i = 0; i < 10; i++) expect((await deIp(curiosa, chuteQualquer(), '10.0.0.1')).statusCode).toBe(404);
    const bloqueada = await deIp(curiosa, `/wsapp/convites/validar/${c.hash}`, '10.0.0.1');
    expect(bloqueada.statusCode).toBe(429);
    expect(bloqueada.json()).toMatchObject({ codigo: 'MUITAS_TENTATIVAS' });
    expect(bloqueada.headers['retry-after']).toBeDefined();
    // From another address too: the limit is the user's.
    expect((await deIp(curiosa, `/wsapp/convites/validar/${c.hash}`, '10.0.0.9')).statusCode).toBe(429);
    // Maria is not limited by another's guesses.
    expect((await chamar(t, maria, 'GET', `/wsapp/convites/cel/${c.hash}`)).statusCode).toBe(200);
  });

  it('counts wrong links per account, not per address: members guessing from one address lock out neither the gate nor the owner', async () => {
    const maria = await membro();
    const c = (await convidar(maria, { data: hoje() })).json();
    const gate = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoPortaria'] });
    const usuarios = await Promise.all(Array.from({ length: 4 }, () => membro()));
    for (let i = 0; i < 32; i++) expect((await deIp(usuarios[i % 4]!, chuteQualquer(), '10.0.0.2')).statusCode).toBe(404);
    // Each of them is under their own limit; the gate and the owner, on the same address, are not affected.
    expect((await deIp(usuarios[0]!, `/wsapp/convites/validar/${c.hash}`, '10.0.0.2')).statusCode).toBe(200);
    expect((await deIp(gate, `/wsapp/convites/validar/${c.hash}`, '10.0.0.2')).json()).toMatchObject({ visao: 'portaria', situacao: 'valido' });
    expect((await deIp(maria, `/wsapp/convites/cel/${c.hash}`, '10.0.0.2')).json()).toMatchObject({ visao: 'dono' });
    const admissao = await t.app.inject({
      method: 'POST',
      url: `/wsapp/convites/validar/${c.hash}/admissao`,
      remoteAddress: '10.0.0.2',
      headers: { authorization: `Bearer ${await tokenDe(t, gate)}` },
      payload: { portaria: 'Portaria principal' },
    });
    expect(admissao.json()).toMatchObject({ resultado: 'admitido' });
    // One of them going past their own limit is blocked; the others on that address are not.
    for (let i = 0; i < 2; i++) expect((await deIp(usuarios[1]!, chuteQualquer(), '10.0.0.2')).statusCode).toBe(404);
    expect((await deIp(usuarios[1]!, `/wsapp/convites/validar/${c.hash}`, '10.0.0.2')).statusCode).toBe(429);
    expect((await deIp(usuarios[2]!, `/wsapp/convites/validar/${c.hash}`, '10.0.0.2')).statusCode).toBe(200);
    expect((await deIp(gate, `/wsapp/convites/validar/${c.hash}`, '10.0.0.2')).statusCode).toBe(200);
  });

  it('gate staff have a wider margin for their own typos, and are limited too', async () => {
    const gate = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoPortaria'] });
    const consultar = (codigo: string) => chamar(t, gate, 'POST', '/wsapp/convites/portaria/consulta', { codigo });
    for (let i = 0; i < MAX_ERROS_PORTARIA; i++) expect((await consultar(novoCodigoCurto())).statusCode).toBe(404);
    expect((await consultar(novoCodigoCurto())).json()).toMatchObject({ codigo: 'MUITAS_TENTATIVAS' });
  });

  it('without an account, wrong links count per address, with a much higher bound', async () => {
    const limiter = new MemoryLimiterStore();
    const anonimo = (ip: string) => buscarLimitado({ limiter }, { usuarioId: null, ip }, async () => undefined);
    for (let i = 0; i < MAX_ERROS_POR_IP_ANONIMO; i++) await expect(anonimo('10.0.0.7')).rejects.toMatchObject({ statusCode: 404 });
    await expect(anonimo('10.0.0.7')).rejects.toMatchObject({ statusCode: 429, codigo: 'MUITAS_TENTATIVAS' });
    await expect(anonimo('10.0.0.8')).rejects.toMatchObject({ statusCode: 404 });
    expect(MAX_ERROS_POR_IP_ANONIMO).toBeGreaterThan(10 * MAX_ERROS_POR_USUARIO);
    // A signed-in member on that address is counted on their own.
    const achado = await buscarLimitado({ limiter }, { usuarioId: randomUUID(), ip: '10.0.0.7' }, async () => ({ id: 'x' }) as never);
    expect(achado).toEqual({ id: 'x' });
  });
});

describe('convites: portaria', () => {
  it('admits once on the right date; a second admission answers already admitted (when, which gate); concurrent admissions admit once', async () => {
    const maria = await membro();
    const hojeC = (await convidar(maria, { data: hoje() })).json();
    const outro = (await convidar(maria, { data: somarDias(hoje(), 1), nome: 'Outra Pessoa' })).json();

    const antes = await contagens(maria);
    const fora = await chamar(t, portaria, 'POST', `/wsapp/convites/validar/${outro.hash}/admissao`, { portaria: 'Portaria principal' });
    expect(fora.statusCode).toBe(422);
    expect(fora.json()).toMatchObject({ codigo: 'CONVITE_FORA_DA_DATA' });
    // Only gate staff admit.
    expect((await chamar(t, maria, 'POST', `/wsapp/convites/validar/${hojeC.hash}/admissao`, { portaria: 'Portaria principal' })).statusCode).toBe(403);
    expect(await contagens(maria)).toEqual(antes);

    expect((await chamar(t, portaria, 'GET', `/wsapp/convites/validar/${hojeC.hash}`)).json()).toMatchObject({ situacao: 'valido' });
    const respostas = await Promise.all(
      ['Portaria principal', 'Portaria social', 'Portaria principal', 'Portaria social'].map((p) =>
        chamar(t, portaria, 'POST', `/wsapp/convites/validar/${hojeC.hash}/admissao`, { portaria: p }),
      ),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(respostas.filter((r) => r.json().resultado === 'admitido')).toHaveLength(1);
    const [adm] = await t.db.select().from(convitesAdmissoes).where(eq(convitesAdmissoes.conviteId, hojeC.id));
    expect(adm).toBeDefined();

    const segunda = await chamar(t, portaria, 'POST', `/wsapp/convites/validar/${hojeC.hash}/admissao`, { portaria: 'Portaria de serviço' });
    expect(segunda.json()).toMatchObject({ resultado: 'ja_admitido', convite: { situacao: 'admitido', admissao: { portaria: adm!.portaria, por: portaria.nome, em: adm!.em.toISOString() } } });
    const [n] = await t.db.select({ n: count() }).from(convitesAdmissoes).where(eq(convitesAdmissoes.conviteId, hojeC.id));
    expect(n?.n).toBe(1);
    // Reading again answers the same.
    const a = (await chamar(t, portaria, 'GET', `/wsapp/convites/validar/${hojeC.hash}`)).json();
    const b = (await chamar(t, portaria, 'GET', `/wsapp/convites/validar/${hojeC.hash}`)).json();
    expect(a).toEqual(b);
    expect(a).toMatchObject({ situacao: 'admitido' });
    // The owner sees it used, and can no longer cancel.
    expect((await chamar(t, maria, 'GET', `/wsapp/convites/cel/${hojeC.hash}`)).json()).toMatchObject({ situacao: 'utilizado', podeCancelar: false, admissao: { portaria: adm!.portaria } });
  });

  it('a cancelled invitation is refused at the gate; an invitation for today can no longer be cancelled', async () => {
    const maria = await membro();
    const hojeC = (await convidar(maria, { data: hoje() })).json();
    expect((await chamar(t, maria, 'POST', `/wsapp/convites/cel/${hojeC.hash}/cancelamento`)).json()).toMatchObject({ codigo: 'CONVITE_NAO_CANCELAVEL' });
    const amanha = (await convidar(maria, { data: somarDias(hoje(), 1) })).json();
    await chamar(t, maria, 'POST', `/wsapp/convites/cel/${amanha.hash}/cancelamento`);
    expect((await chamar(t, portaria, 'GET', `/wsapp/convites/validar/${amanha.hash}`)).json()).toMatchObject({ situacao: 'cancelado' });
    const antes = await contagens(maria);
    const r = await chamar(t, portaria, 'POST', `/wsapp/convites/validar/${amanha.hash}/admissao`, { portaria: 'Portaria principal' });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ codigo: 'CONVITE_CANCELADO' });
    expect(await contagens(maria)).toEqual(antes);
  });

  it('a gate without a camera finds the invitation by the typed short code or the pasted QR text; a forged or altered code is a wrong link', async () => {
    const maria = await membro();
    // A gate of its own: the wrong codes below count against its limit.
    const gate = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoPortaria'] });
    const c = (await convidar(maria, { data: hoje() })).json();
    const consultar = (codigo: string) => chamar(t, gate, 'POST', '/wsapp/convites/portaria/consulta', { codigo });
    const curto = `${c.codigoCurto.slice(0, 5)}-${c.codigoCurto.slice(5)}`.toLowerCase();
    for (const codigo of [curto, c.codigoAssinado, c.linkValidacao, ` ${c.codigoCurto} `]) {
      const r = await consultar(codigo);
      expect(r.statusCode, codigo).toBe(200);
      expect(r.json()).toMatchObject({ hash: c.hash, convite: { situacao: 'valido', convidado: { nome: 'Roberto Almeida' } } });
    }
    const errado = await chamar(t, gate, 'GET', `/wsapp/convites/validar/${randomBytes(24).toString('base64url')}`);
    const assinatura = c.codigoAssinado.split('.').pop() as string;
    const alterado = c.codigoAssinado.replace(/\.1\./, '.2.');
    const forjado = c.codigoAssinado.slice(0, -assinatura.length) + randomBytes(64).toString('base64url');
    const outroTipo = t.app.codigos.assinar({ tipo: 'vacina', id: c.id, versao: 1 });
    for (const codigo of [alterado, forjado, outroTipo, outraGrafia(c.codigoAssinado), 'ZZZZZ-ZZZZZ']) {
      const r = await consultar(codigo);
      expect(r.statusCode, codigo).toBe(404);
      expect(r.body).toBe(errado.body);
    }
    // Only gate staff.
    expect((await chamar(t, maria, 'POST', '/wsapp/convites/portaria/consulta', { codigo: c.codigoCurto })).statusCode).toBe(403);
  });
});
