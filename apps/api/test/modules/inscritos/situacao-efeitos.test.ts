import { randomUUID } from 'node:crypto';
import { hojeSaoPaulo, somarDias, type SituacaoInscricao } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, convites, festaCompras, inscricoes, titulos, vacinasCampanhas } from '../../../src/db/schema/index.js';
import { lancarAnuidadesDoAno } from '../../../src/modules/financeiro/lancar-anuidades.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { inserirTitulo } from '../../helpers/financeiro-membro.js';
import { chamar, dadosValidos, somarDiasIso, tokenDe } from '../../helpers/requerimentos.js';
import { cedulaDe, criarComCerimonia } from '../../helpers/votacao-cifrada.js';

/**
 * The situação effects (ADR 042), each through the API, each after a change made by staff on the registry screen.
 * The session cache keeps entries for five minutes here: only the invalidation after a change explains a session
 * already open obeying the new situação on its next request.
 */
let t: AppDeTeste;
let ana: PessoaCriada;
let eventos: PessoaCriada;
let votacao: PessoaCriada;
const HOJE = hojeSaoPaulo();
const HORA = 60 * 60 * 1000;

beforeAll(async () => {
  t = await criarAppDeTeste({ SESSION_CACHE_TTL_S: '300', CONVITES_COTA_MENSAL: '2' });
  ana = await criarPessoa(t.db, { nome: 'Ana do Cadastro', permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoInscritos'] });
  eventos = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoEventos'] });
  votacao = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoVotacao'] });
});
afterAll(() => t?.close());

async function inscricaoDe(p: PessoaCriada) {
  const [i] = await t.db.select().from(inscricoes).where(eq(inscricoes.pessoaId, p.pessoaId));
  return i!;
}

/** Ana changes the lawyer's situação on the registry screen (PUT), as of today. */
async function mudar(p: PessoaCriada, situacao: SituacaoInscricao, data = HOJE) {
  const i = await inscricaoDe(p);
  const r = await chamar(t, ana, 'PUT', `/wsapp/area-restrita/inscritos/inscricoes/${i.id}/situacao`, { situacao, data, motivo: `Decisão do Conselho Seccional nº ${randomUUID().slice(0, 6)}` });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { sessoesEncerradas: boolean };
}

async function advogado(situacao: SituacaoInscricao = 'regular') {
  const p = await criarPessoa(t.db, { advogado: true });
  if (situacao !== 'regular') await mudar(p, situacao);
  return p;
}

const login = (username: string, modo: 'usuario' | 'colaborador' = 'usuario') =>
  t.app.inject({ method: 'POST', url: modo === 'usuario' ? '/wsapp/usuario/login' : '/wsapp/usuario/login-colaborador', payload: { username, password: 'senha-de-teste-123' } });
const comToken = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

describe('sign-in', () => {
  it('falecido: refused after the password, in both modes, with a clear message; the attempt is audited', async () => {
    const p = await advogado('falecido');
    for (const [username, modo] of [[p.cpf, 'usuario'], [`${p.inscricao!.numero}/GO`, 'usuario'], [p.cpf, 'colaborador']] as const) {
      const r = await login(username, modo);
      expect(r.statusCode, `${modo} ${username}`).toBe(403);
      expect(r.json()).toMatchObject({ codigo: 'CONTA_ENCERRADA' });
      expect(r.json().mensagem).toMatch(/encerrada: a inscrição consta como falecido/);
      expect(r.json().mensagem).toMatch(/auxílio funeral \(265\)/);
    }
    const auditadas = await t.db.select().from(auditoria).where(and(eq(auditoria.usuarioId, p.usuarioId), eq(auditoria.motivo, 'conta_encerrada_falecimento')));
    expect(auditadas).toHaveLength(3);
    // A wrong password still answers as any wrong password: nothing is told to someone guessing.
    const errada = await t.app.inject({ method: 'POST', url: '/wsapp/usuario/login', payload: { username: p.cpf, password: 'outra-senha-qualquer' } });
    expect(errada.statusCode).toBe(401);
  });

  it('cancelado: signs in by either mode as a collaborator would (no lawyer services, no inscrição in the session)', async () => {
    const p = await advogado('cancelado');
    for (const modo of ['usuario', 'colaborador'] as const) {
      const r = await login(p.cpf, modo);
      expect(r.statusCode, modo).toBe(200);
      expect(r.json()).toMatchObject({ isAdvogado: false, inscricao: null });
    }
    const me = await chamar(t, p, 'GET', '/wsapp/usuario/me');
    expect(me.json()).toMatchObject({ isAdvogado: false, inscricao: null });
    // Lawyer services are closed: the festa says who it is for, the anuidade does not apply.
    const anuidade = await chamar(t, p, 'GET', '/wsapp/financeiro/anuidade');
    expect(anuidade.json()).toMatchObject({ situacao: 'nao_aplicavel' });
  });

  it.each(['suspenso', 'licenciado', 'impedido'] as const)('%s: signs in as a lawyer, the session carries the situação', async (situacao) => {
    const p = await advogado(situacao);
    const r = await login(`${p.inscricao!.numero}/GO`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ isAdvogado: true, inscricao: { numero: p.inscricao!.numero, uf: 'GO', situacao } });
  });
});

describe('a change holds on the next request of a session already open', () => {
  it('suspended, then deceased: the same token sees the new situação at once, then stops working', async () => {
    const p = await advogado();
    const token = await tokenDe(t, p);
    expect((await comToken(token, 'GET', '/wsapp/usuario/me')).json()).toMatchObject({ isAdvogado: true, inscricao: { situacao: 'regular' } });

    await mudar(p, 'suspenso');
    expect((await comToken(token, 'GET', '/wsapp/usuario/me')).json()).toMatchObject({ isAdvogado: true, inscricao: { situacao: 'suspenso' } });

    await mudar(p, 'cancelado');
    expect((await comToken(token, 'GET', '/wsapp/usuario/me')).json()).toMatchObject({ isAdvogado: false, inscricao: null });

    const r = await mudar(p, 'falecido');
    expect(r.sessoesEncerradas).toBe(true);
    expect((await comToken(token, 'GET', '/wsapp/usuario/me')).statusCode).toBe(401);
  });
});

describe('festa junina', () => {
  async function festa() {
    const staffToken = await tokenDe(t, eventos);
    const e = await comToken(staffToken, 'POST', '/wsapp/festa-junina/staff/eventos', {
      nome: 'Arraiá da situação',
      data: somarDias(HOJE, 30),
      local: 'Sede campestre do CEL',
      capacidade: 100,
      limiteProprio: 1,
      limiteConvidados: 4,
    });
    expect(e.statusCode, e.body).toBe(201);
    const id = (e.json() as { id: string }).id;
    const l = await comToken(staffToken, 'POST', `/wsapp/festa-junina/staff/eventos/${id}/lotes`, {
      nome: '1º lote',
      ordem: 1,
      quantidade: 50,
      abreEm: null,
      precos: { advogado: 8000, convidado: 10000, crianca: 5000 },
    });
    expect(l.statusCode, l.body).toBe(201);
    return id;
  }
  const comprar = (token: string, eventoId: string) => comToken(token, 'POST', '/wsapp/festa-junina/compras', { eventoId, advogado: 1, convidados: 0, criancas: 0, usarViraMais: false });
  const comprasDe = async (p: PessoaCriada) => (await t.db.select({ n: count() }).from(festaCompras).where(eq(festaCompras.pessoaId, p.pessoaId)))[0]!.n;

  it('suspenso: the page says why he cannot buy, the purchase is refused with 403 and changes nothing; back to regular he buys', async () => {
    const eventoId = await festa();
    const p = await advogado();
    const token = await tokenDe(t, p);
    await mudar(p, 'suspenso');

    const pagina = await comToken(token, 'GET', '/wsapp/festa-junina');
    const evento = (pagina.json() as { eventos: { evento: { id: string }; motivo: string | null }[] }).eventos.find((e) => e.evento.id === eventoId);
    expect(evento!.motivo).toMatch(/^Sua inscrição na OAB está suspensa: durante a suspensão não é possível comprar ingressos da festa junina do CEL\./);
    expect(evento!.motivo).toMatch(/continua podendo ver e pagar seus títulos/);

    const r = await comprar(token, eventoId);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ codigo: 'SITUACAO_NAO_PERMITE' });
    expect(r.json().mensagem).toMatch(/suspensa/);
    expect(await comprasDe(p)).toBe(0);

    await mudar(p, 'regular');
    expect((await comprar(token, eventoId)).statusCode).toBe(201);
  });

  it.each(['licenciado', 'impedido'] as const)('%s: buys a ticket', async (situacao) => {
    const eventoId = await festa();
    const p = await advogado(situacao);
    const r = await comprar(await tokenDe(t, p), eventoId);
    expect(r.statusCode, r.body).toBe(201);
  });
});

describe('CEL invitations', () => {
  const convidar = (p: PessoaCriada) => chamar(t, p, 'POST', '/wsapp/convites', { nome: 'Roberto Almeida', data: somarDias(HOJE, 3) });
  const convitesDe = async (p: PessoaCriada) => (await t.db.select({ n: count() }).from(convites).where(eq(convites.pessoaId, p.pessoaId)))[0]!.n;

  it('suspenso: refused with 403 and the reason, the screen lists it as what keeps him from inviting; nothing is made', async () => {
    const p = await advogado('suspenso');
    const r = await convidar(p);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ codigo: 'SITUACAO_NAO_PERMITE' });
    expect(r.json().mensagem).toMatch(/^Sua inscrição na OAB está suspensa: durante a suspensão não é possível convidar para o CEL\./);
    const meus = await chamar(t, p, 'GET', '/wsapp/convites');
    expect(meus.json().impedimentos[0].mensagem).toMatch(/suspensa/);
    expect(await convitesDe(p)).toBe(0);
  });

  it('licenciado and impedido invite', async () => {
    for (const situacao of ['licenciado', 'impedido'] as const) {
      const p = await advogado(situacao);
      const r = await convidar(p);
      expect(r.statusCode, `${situacao}: ${r.body}`).toBe(201);
    }
  });
});

describe('voting', () => {
  async function aberta() {
    const c = await criarComCerimonia(t, votacao, {
      titulo: 'Enquete da situação',
      descricao: 'Qual a melhor opção?',
      tipo: 'enquete',
      elegibilidade: 'regular_em_dia',
      abreEm: new Date(Date.now() - HORA).toISOString(),
      fechaEm: new Date(Date.now() + 24 * HORA).toISOString(),
      opcoes: ['Sim', 'Não'],
    });
    const a = await chamar(t, votacao, 'POST', `/wsapp/votacoes-admin/${c.id}/abertura`);
    expect(a.statusCode, a.body).toBe(200);
    return a.json() as Parameters<typeof cedulaDe>[0] & { id: string };
  }
  const votar = (p: PessoaCriada, v: Parameters<typeof cedulaDe>[0] & { id: string }) => chamar(t, p, 'POST', `/wsapp/votacoes/${v.id}/voto`, { cedula: cedulaDe(v, [0]) });

  it('suspenso and licenciado are not voters; impedido is (as regular)', { timeout: 300_000 }, async () => {
    const suspenso = await advogado('suspenso');
    const licenciado = await advogado('licenciado');
    const impedido = await advogado('impedido');
    const v = await aberta();
    for (const p of [suspenso, licenciado]) {
      const r = await votar(p, v);
      expect(r.statusCode).toBe(403);
      expect(r.json().codigo).toMatch(/FORA_DA_LISTA_DE_VOTANTES|SITUACAO_NAO_PERMITE/);
    }
    expect((await votar(impedido, v)).statusCode).toBe(201);
  });

  it('a voter suspended after the list was frozen cannot vote, and is told why', { timeout: 300_000 }, async () => {
    const p = await advogado();
    const v = await aberta();
    await mudar(p, 'suspenso');
    const r = await votar(p, v);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ codigo: 'SITUACAO_NAO_PERMITE' });
    expect(r.json().mensagem).toBe(
      'Sua inscrição na OAB está suspensa: durante a suspensão não é possível votar. Você continua podendo ver e pagar seus títulos, fazer requerimentos e usar a ouvidoria e os serviços de saúde da CASAG.',
    );
    await mudar(p, 'regular');
    expect((await votar(p, v)).statusCode).toBe(201);
  });
});

describe('what a suspended lawyer still does', () => {
  it('buys a vaccine (health is not a privilege of standing)', async () => {
    const [c] = await t.db
      .insert(vacinasCampanhas)
      .values({
        vacina: `Influenza situação ${randomUUID().slice(0, 8)}`,
        vendaInicio: somarDias(HOJE, -1),
        vendaFim: somarDias(HOJE, 10),
        aplicacaoInicio: somarDias(HOJE, -1),
        aplicacaoFim: somarDias(HOJE, 30),
        locais: ['Sede da CASAG'],
        estoque: 10,
        precoAdimplenteCentavos: 8_000,
        precoOutrosCentavos: 12_000,
        limiteFamilia: 4,
      })
      .returning();
    const p = await advogado('suspenso');
    const r = await chamar(t, p, 'POST', '/wsapp/vacinas/compras', { campanhaId: c!.id, pessoas: [p.pessoaId], usarViraMais: false });
    expect(r.statusCode, r.body).toBe(201);
  });

  it('files a request and an ombudsman report', async () => {
    const p = await advogado('suspenso');
    const pedido = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '264', dados: dadosValidos('264') });
    expect(pedido.statusCode, pedido.body).toBe(201);
    const ouvidoria = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '300', dados: dadosValidos('300') });
    expect(ouvidoria.statusCode, ouvidoria.body).toBe(201);
  });

  it('sees his anuidade and what he owes', async () => {
    const p = await advogado('suspenso');
    const multa = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(HOJE, -20) });
    const anuidade = await chamar(t, p, 'GET', '/wsapp/financeiro/anuidade');
    expect(anuidade.statusCode).toBe(200);
    expect(anuidade.json()).toMatchObject({ situacao: 'devida', exercicio: Number(HOJE.slice(0, 4)) });
    const abertos = await chamar(t, p, 'GET', '/wsapp/financeiro/titulos');
    expect(abertos.statusCode).toBe(200);
    expect((abertos.json() as { itens: { nufin: number }[] }).itens.map((i) => i.nufin)).toContain(multa.nufin);
  });
});

describe('finance of the other situações', () => {
  it('cancelado: his títulos stay visible and payable', async () => {
    const p = await advogado('cancelado');
    const multa = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(HOJE, -20) });
    const r = await chamar(t, p, 'GET', '/wsapp/financeiro/titulos');
    expect(r.statusCode).toBe(200);
    expect((r.json() as { itens: { nufin: number }[] }).itens.map((i) => i.nufin)).toContain(multa.nufin);
    const pix = await chamar(t, p, 'POST', `/wsapp/financeiro/titulos/${multa.nufin}/cobrancas`, { meio: 'pix' });
    expect(pix.statusCode, pix.body).toBeLessThan(300);
  });

  it('licenciado: no anuidade is issued during the licence, by /annuity or by the daily job; one issued before stays payable', async () => {
    const licenciado = await advogado('licenciado');
    const suspenso = await advogado('suspenso');
    const r = await chamar(t, licenciado, 'GET', '/wsapp/financeiro/anuidade');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ situacao: 'nao_aplicavel', motivo: expect.stringMatching(/^Sua inscrição na OAB está licenciada: não se lança anuidade durante a licença\./) });
    const parcelar = await chamar(t, licenciado, 'POST', '/wsapp/financeiro/anuidade/parcelamento', { parcelas: 2 });
    expect(parcelar.statusCode).toBeGreaterThanOrEqual(400);
    expect(parcelar.statusCode).toBeLessThan(500);

    expect(await lancarAnuidadesDoAno(t.db, HOJE, { somente: [licenciado.pessoaId, suspenso.pessoaId] })).toBe(1);
    const anuidades = async (p: PessoaCriada) =>
      (await t.db.select({ n: count() }).from(titulos).where(and(eq(titulos.pessoaId, p.pessoaId), eq(titulos.origem, 'anuidade'))))[0]!.n;
    expect(await anuidades(licenciado)).toBe(0);
    expect(await anuidades(suspenso)).toBe(1);

    // Licensed after the year's anuidade was issued: it stays, and he sees it.
    const antes = await advogado();
    expect((await chamar(t, antes, 'GET', '/wsapp/financeiro/anuidade')).json()).toMatchObject({ situacao: 'devida' });
    await mudar(antes, 'licenciado');
    expect((await chamar(t, antes, 'GET', '/wsapp/financeiro/anuidade')).json()).toMatchObject({ situacao: 'devida' });
  });
});

describe('funeral aid (265) for a deceased lawyer’s dependants', () => {
  it('a dependant files it with an own account within 365 days of the death; after the deadline it is refused', async () => {
    const falecido = await advogado('falecido');
    const viuva = await criarPessoa(t.db, { nome: 'Viúva Dependente' });
    const dados = (dataObito: string) => ({
      ...dadosValidos('265'),
      falecidoNome: falecido.nome,
      falecidoCpf: falecido.cpf,
      falecidoInscricao: `${falecido.inscricao!.numero}/GO`,
      dataObito,
    });
    const dentro = await chamar(t, viuva, 'POST', '/wsapp/requerimentos', { codigo: '265', dados: dados(somarDiasIso(HOJE, -30)) });
    expect(dentro.statusCode, dentro.body).toBe(201);
    const fora = await chamar(t, viuva, 'POST', '/wsapp/requerimentos', { codigo: '265', dados: dados(somarDiasIso(HOJE, -400)) });
    expect(fora.statusCode).toBe(422);
    expect(fora.json().codigo).toBe('INELEGIVEL');
  });
});
