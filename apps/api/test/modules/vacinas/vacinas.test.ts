import { hojeSaoPaulo, normalizarCodigoCurto, somarDias, type CampanhaMembro, type CompraVacina } from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/db/client.js';
import { auditoria, cobrancas, dependentes, titulos, vacinasCampanhas, vacinasCompras, vacinasDoses, viramaisMovimentos } from '../../../src/db/schema/index.js';
import { expirarReservasVencidas } from '../../../src/modules/vacinas/expirar-reservas.js';
import { creditarViraMais, saldoViraMais } from '../../../src/modules/viramais/index.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { criarPessoa, gerarCpf, type PessoaCriada } from '../../helpers/fabrica.js';
import { inserirTitulo } from '../../helpers/financeiro-membro.js';
import { pagarPeloWebhook } from '../../helpers/pagamentos.js';
import { chamar, tokenDe } from '../../helpers/requerimentos.js';

/**
 * CASAG vaccines. The races are meaningful on PostgreSQL (DATABASE_URL: a pool as large as the race, real row
 * locks); on the embedded PGlite (one connection) they still check the outcomes.
 */
let t: AppDeTeste;
let banco: DatabaseDeTeste | undefined;
let staff: PessoaCriada;
const HOJE = hojeSaoPaulo();

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  const conexao = url ? connectDatabase(url, 40) : null;
  banco = conexao ? { db: conexao.db, close: () => conexao.close() } : undefined;
  t = await criarAppDeTeste({}, { banco });
  staff = await criarPessoa(t.db, { nome: 'Ana Vacinas', permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoVacinas'] });
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

async function campanha(o: Partial<typeof vacinasCampanhas.$inferInsert> = {}) {
  const [c] = await t.db
    .insert(vacinasCampanhas)
    .values({
      vacina: `Influenza teste ${randomUUID().slice(0, 8)}`,
      vendaInicio: somarDias(HOJE, -1),
      vendaFim: somarDias(HOJE, 10),
      aplicacaoInicio: somarDias(HOJE, -1),
      aplicacaoFim: somarDias(HOJE, 30),
      locais: ['Sede da CASAG'],
      estoque: 100,
      precoAdimplenteCentavos: 8_000,
      precoOutrosCentavos: 12_000,
      limiteFamilia: 4,
      ...o,
    })
    .returning();
  return c!;
}

async function dependente(pessoaId: string, nome = `Dependente ${randomUUID().slice(0, 6)}`, cpf: string | null = null) {
  const [d] = await t.db.insert(dependentes).values({ pessoaId, nome, cpf, parentesco: 'filho', nascimento: '2015-01-01' }).returning();
  return d!;
}

const comprar = (p: PessoaCriada, campanhaId: string, pessoas: string[], usarViraMais = false) =>
  chamar(t, p, 'POST', '/wsapp/vacinas/compras', { campanhaId, pessoas, usarViraMais });

/** What a refused purchase must leave as it was. */
async function estado(campanhaId: string) {
  const [c] = await t.db.select({ estoque: vacinasCampanhas.estoque }).from(vacinasCampanhas).where(eq(vacinasCampanhas.id, campanhaId));
  const [compras] = await t.db.select({ n: count() }).from(vacinasCompras).where(eq(vacinasCompras.campanhaId, campanhaId));
  const [doses] = await t.db.select({ n: count() }).from(vacinasDoses).where(eq(vacinasDoses.campanhaId, campanhaId));
  const [tits] = await t.db.select({ n: count() }).from(titulos).where(eq(titulos.origem, 'vacina'));
  const [mov] = await t.db.select({ n: count() }).from(viramaisMovimentos);
  return { estoque: c!.estoque, compras: compras!.n, doses: doses!.n, titulos: tits!.n, viramais: mov!.n };
}

async function pagar(p: PessoaCriada, compra: CompraVacina) {
  const { webhook } = await pagarPeloWebhook(t, await tokenDe(t, p), compra.titulo!.nufin);
  expect(webhook.statusCode).toBeLessThan(300);
  const res = await chamar(t, p, 'GET', `/wsapp/vacinas/compras/${compra.id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as CompraVacina;
}

const advogado = () => criarPessoa(t.db, { advogado: true });

describe('campanhas do membro', () => {
  it('shows the price for this member, doses left and why an inadimplente pays more; a collaborator is told they cannot buy', async () => {
    const c = await campanha({ estoque: 37 });
    const emDia = await advogado();
    const devedor = await advogado();
    await inserirTitulo(t.db, { pessoaId: devedor.pessoaId, vencimento: somarDias(HOJE, -40), valorCentavos: 50_000 });
    const colaborador = await criarPessoa(t.db);

    const ver = async (p: PessoaCriada) => {
      const r = await chamar(t, p, 'GET', '/wsapp/vacinas/campanhas');
      expect(r.statusCode).toBe(200);
      return { corpo: r.json(), item: (r.json().itens as CampanhaMembro[]).find((i) => i.id === c.id)! };
    };
    const a = await ver(emDia);
    expect(a.item).toMatchObject({ precoCentavos: 8_000, estoque: 37, elegivel: true, avisoPreco: null, podeComprar: 1 });
    expect(a.item.pessoas).toEqual([expect.objectContaining({ id: emDia.pessoaId, tipo: 'titular', jaTemDose: false })]);
    const b = await ver(devedor);
    expect(b.item.precoCentavos).toBe(12_000);
    expect(b.item.avisoPreco).toMatch(/título vencido.*em dia/);
    expect(b.corpo.adimplente).toBe(false);
    const col = await ver(colaborador);
    expect(col.corpo.colaborador).toBe(true);
    expect(col.item).toMatchObject({ elegivel: false, podeComprar: 0 });
    expect(col.item.motivo).toMatch(/colaborador/);

    const antes = await estado(c.id);
    const r = await comprar(colaborador, c.id, [colaborador.pessoaId]);
    expect(r.statusCode).toBe(422);
    expect(r.json().codigo).toBe('VACINA_COLABORADOR');
    expect(await estado(c.id)).toEqual(antes);
  });

  it('lists only campaigns selling today', async () => {
    const futura = await campanha({ vendaInicio: somarDias(HOJE, 2) });
    const encerrada = await campanha({ encerradaEm: new Date() });
    const aberta = await campanha();
    const p = await advogado();
    const ids = ((await chamar(t, p, 'GET', '/wsapp/vacinas/campanhas')).json().itens as CampanhaMembro[]).map((i) => i.id);
    expect(ids).toContain(aberta.id);
    expect(ids).not.toContain(futura.id);
    expect(ids).not.toContain(encerrada.id);
  });
});

describe('compra, liquidação e voucher', () => {
  it('reserves stock, opens the título, and its settlement confirms the doses and issues signed vouchers with short codes', async () => {
    const c = await campanha({ estoque: 10 });
    const p = await advogado();
    const filho = await dependente(p.pessoaId, 'Pedro Teste');
    const r = await comprar(p, c.id, [p.pessoaId, filho.id]);
    expect(r.statusCode).toBe(201);
    const compra = r.json() as CompraVacina;
    expect(compra).toMatchObject({ status: 'reservada', totalCentavos: 16_000, viramaisCentavos: 0, precoUnitarioCentavos: 8_000 });
    expect(compra.titulo).toMatchObject({ origem: 'vacina', valorCentavos: 16_000, status: 'aberto' });
    expect(compra.doses.map((d) => [d.pessoaNome, d.status, d.voucher])).toEqual(
      expect.arrayContaining([
        ['Pedro Teste', 'reservada', null],
        [p.nome, 'reservada', null],
      ]),
    );
    expect(new Date(compra.expiraEm!).getTime() - new Date(compra.criadaEm).getTime()).toBe(30 * 60_000);
    expect((await estado(c.id)).estoque).toBe(8);

    const paga = await pagar(p, compra);
    expect(paga.status).toBe('paga');
    expect(paga.titulo?.status).toBe('pago');
    for (const d of paga.doses) {
      expect(d.status).toBe('paga');
      expect(t.app.codigos.ler(d.voucher!.codigo)).toEqual({ tipo: 'vacina', id: d.id, versao: 1 });
      expect(normalizarCodigoCurto(d.voucher!.codigoCurto)).toBe(d.voucher!.codigoCurto);
    }
    // The statement lists it too.
    const extrato = (await chamar(t, p, 'GET', '/wsapp/vacinas/compras')).json().itens as CompraVacina[];
    expect(extrato.map((x) => x.id)).toEqual([compra.id]);

    // One dose per person per campaign: buying again for either is refused and nothing changes.
    const antes = await estado(c.id);
    const de_novo = await comprar(p, c.id, [filho.id]);
    expect(de_novo.statusCode).toBe(409);
    expect(de_novo.json()).toMatchObject({ codigo: 'VACINA_DOSE_REPETIDA', mensagem: 'Pedro Teste já tem uma dose desta campanha.' });
    expect(await estado(c.id)).toEqual(antes);
  });

  it('refuses bad input with a Portuguese message and changes nothing', async () => {
    const c = await campanha({ estoque: 2, limiteFamilia: 2 });
    const p = await advogado();
    const [d1, d2] = [await dependente(p.pessoaId), await dependente(p.pessoaId)];
    const outro = await advogado();
    const doOutro = await dependente(outro.pessoaId);
    const removido = await dependente(p.pessoaId);
    await t.db.update(dependentes).set({ removidoEm: new Date() }).where(eq(dependentes.id, removido.id));
    const antigo = await campanha({ vendaInicio: somarDias(HOJE, -20), vendaFim: somarDias(HOJE, -1) });
    const encerrada = await campanha({ encerradaEm: new Date() });
    const antes = await estado(c.id);

    const casos: [string, () => ReturnType<typeof comprar>, number, string, RegExp][] = [
      ['dependente de outro membro', () => comprar(p, c.id, [doOutro.id]), 422, 'VACINA_PESSOA_INVALIDA', /dependentes do seu cadastro/],
      ['dependente removido', () => comprar(p, c.id, [removido.id]), 422, 'VACINA_PESSOA_INVALIDA', /dependentes do seu cadastro/],
      ['o outro membro em pessoa', () => comprar(p, c.id, [outro.pessoaId]), 422, 'VACINA_PESSOA_INVALIDA', /dependentes/],
      ['pessoa repetida', () => comprar(p, c.id, [d1.id, d1.id]), 422, 'VACINA_PESSOA_INVALIDA', /mais de uma vez/],
      ['acima do limite da família', () => comprar(p, c.id, [p.pessoaId, d1.id, d2.id]), 422, 'VACINA_LIMITE_FAMILIA', /até 2 doses/],
      ['fora das vendas', () => comprar(p, antigo.id, [p.pessoaId]), 422, 'VACINA_FORA_DO_PERIODO', /As vendas desta campanha vão de/],
      ['campanha encerrada', () => comprar(p, encerrada.id, [p.pessoaId]), 422, 'VACINA_FORA_DO_PERIODO', /encerrada/],
      ['campanha inexistente', () => comprar(p, randomUUID(), [p.pessoaId]), 404, 'NAO_ENCONTRADO', /Campanha não encontrada/],
      ['sem pessoas', () => comprar(p, c.id, []), 400, 'VALIDACAO', /ao menos uma pessoa/],
    ];
    for (const [nome, chamada, status, codigo, mensagem] of casos) {
      const r = await chamada();
      expect(r.statusCode, nome).toBe(status);
      expect(r.json().codigo, nome).toBe(codigo);
      expect(r.json().mensagem, nome).toMatch(mensagem);
      expect(await estado(c.id), nome).toEqual(antes);
    }
    // Over the stock: another household takes one unit, then two more are asked for.
    expect((await comprar(outro, c.id, [outro.pessoaId])).statusCode).toBe(201);
    const depois = await estado(c.id);
    const r = await comprar(p, c.id, [p.pessoaId, d1.id]);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ codigo: 'VACINA_SEM_ESTOQUE', mensagem: 'Restam só 1 dose nesta campanha.' });
    expect(await estado(c.id)).toEqual(depois);
  });

  it("answers 404 for another member's purchase, with the same body as a missing one", async () => {
    const c = await campanha();
    const dono = await advogado();
    const intruso = await advogado();
    const compra = (await comprar(dono, c.id, [dono.pessoaId])).json() as CompraVacina;
    const alheia = await chamar(t, intruso, 'GET', `/wsapp/vacinas/compras/${compra.id}`);
    const inexistente = await chamar(t, intruso, 'GET', `/wsapp/vacinas/compras/${randomUUID()}`);
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json()).toEqual(inexistente.json());
    expect(((await chamar(t, intruso, 'GET', '/wsapp/vacinas/compras')).json().itens as unknown[]).length).toBe(0);
  });
});

describe('expiração de reservas', () => {
  it('expires an unpaid PIX reservation after 30 minutes: stock returns, título cancelled, doses expirada', async () => {
    const c = await campanha({ estoque: 5 });
    const p = await advogado();
    const compra = (await comprar(p, c.id, [p.pessoaId])).json() as CompraVacina;
    expect((await estado(c.id)).estoque).toBe(4);
    const criada = new Date(compra.criadaEm).getTime();
    await expirarReservasVencidas(t.app, new Date(criada + 29 * 60_000));
    expect((await estado(c.id)).estoque).toBe(4);
    await expirarReservasVencidas(t.app, new Date(criada + 31 * 60_000));
    const depois = (await chamar(t, p, 'GET', `/wsapp/vacinas/compras/${compra.id}`)).json() as CompraVacina;
    expect(depois.status).toBe('expirada');
    expect(depois.doses.map((d) => d.status)).toEqual(['expirada']);
    expect(depois.titulo?.status).toBe('cancelado');
    expect((await estado(c.id)).estoque).toBe(5);
    // The person may buy again.
    expect((await comprar(p, c.id, [p.pessoaId])).statusCode).toBe(201);
  });

  it('keeps a boleto reservation until the day after its due date', async () => {
    const c = await campanha({ estoque: 5 });
    const p = await advogado();
    const compra = (await comprar(p, c.id, [p.pessoaId])).json() as CompraVacina;
    const cob = await t.app.inject({
      method: 'POST',
      url: `/wsapp/financeiro/titulos/${compra.titulo!.nufin}/cobrancas`,
      headers: { authorization: `Bearer ${await tokenDe(t, p)}` },
      payload: { meio: 'boleto' },
    });
    expect(cob.statusCode).toBe(201);
    const criada = new Date(compra.criadaEm).getTime();
    await expirarReservasVencidas(t.app, new Date(criada + 31 * 60_000));
    expect((await estado(c.id)).estoque).toBe(4);
    const vencimento = compra.titulo!.vencimento;
    await expirarReservasVencidas(t.app, new Date(`${vencimento}T23:59:00-03:00`));
    expect((await estado(c.id)).estoque).toBe(4);
    await expirarReservasVencidas(t.app, new Date(`${somarDias(vencimento, 1)}T00:01:00-03:00`));
    expect((await estado(c.id)).estoque).toBe(5);
  });
});

describe('PIX de uma reserva', () => {
  const cobrar = async (p: PessoaCriada, nufin: number, meio: 'pix' | 'boleto') =>
    t.app.inject({
      method: 'POST',
      url: `/wsapp/financeiro/titulos/${nufin}/cobrancas`,
      headers: { authorization: `Bearer ${await tokenDe(t, p)}` },
      payload: { meio },
    });
  /** Moves the purchase back in time, as if it had been made `minutos` ago. */
  const recuar = (compraId: string, minutos: number) =>
    t.db.update(vacinasCompras).set({ criadaEm: new Date(Date.now() - minutos * 60_000) }).where(eq(vacinasCompras.id, compraId)).returning({ criadaEm: vacinasCompras.criadaEm });

  it('lives no longer than the reservation; a minute before the end no PIX is made; with a boleto it may live its hour', async () => {
    const c = await campanha({ estoque: 5 });
    const p = await advogado();
    const compra = (await comprar(p, c.id, [p.pessoaId])).json() as CompraVacina;
    const [{ criadaEm }] = (await recuar(compra.id, 20)) as [{ criadaEm: Date }];
    const pix = await cobrar(p, compra.titulo!.nufin, 'pix');
    expect(pix.statusCode).toBe(201);
    // The reservation ends 30 minutes after the purchase: so does its PIX (the sandbox's default is an hour).
    const fimDaReserva = criadaEm.getTime() + 30 * 60_000;
    expect(new Date(pix.json().expiraEm as string).getTime()).toBeLessThanOrEqual(fimDaReserva);
    expect(new Date(pix.json().expiraEm as string).getTime()).toBeGreaterThan(fimDaReserva - 1000);
    // Asked again, the same charge (it already ends with the reservation).
    expect((await cobrar(p, compra.titulo!.nufin, 'pix')).json().id).toBe(pix.json().id);

    await recuar(compra.id, 29.5);
    const tarde = await cobrar(p, compra.titulo!.nufin, 'pix');
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json()).toMatchObject({ codigo: 'PRAZO_ENCERRADO', mensagem: 'O prazo para pagar este título por PIX terminou. Gere um boleto ou faça um novo pedido.' });

    // A boleto keeps the reservation to the day after its due date: PIX may be paid again, the charge made
    // earlier (still ten minutes to go) first, and a new one then lives its configured hour.
    expect((await cobrar(p, compra.titulo!.nufin, 'boleto')).statusCode).toBe(201);
    const depois = await cobrar(p, compra.titulo!.nufin, 'pix');
    expect(depois.statusCode).toBe(200);
    expect(depois.json().id).toBe(pix.json().id);
    await t.db.update(cobrancas).set({ expiraEm: new Date(Date.now() + 60_000) }).where(eq(cobrancas.id, pix.json().id as string));
    const antes = Date.now();
    const nova = await cobrar(p, compra.titulo!.nufin, 'pix');
    expect(nova.statusCode).toBe(201);
    expect(new Date(nova.json().expiraEm as string).getTime()).toBeGreaterThanOrEqual(antes + 59 * 60_000);
  });
});

describe('ViraMais', () => {
  async function comCreditos(centavos: number) {
    const p = await advogado();
    await t.db.transaction((tx) =>
      creditarViraMais(tx, { pessoaId: p.pessoaId, valorCentavos: centavos, validoAte: somarDias(HOJE, 200), origem: { tipo: 'ajuste', id: randomUUID() }, descricao: 'teste' }),
    );
    return p;
  }

  it('pays part with credits and the título the rest; expiry gives the credits back', async () => {
    const c = await campanha();
    const p = await comCreditos(5_000);
    const compra = (await comprar(p, c.id, [p.pessoaId], true)).json() as CompraVacina;
    expect(compra).toMatchObject({ status: 'reservada', totalCentavos: 8_000, viramaisCentavos: 5_000 });
    expect(compra.titulo?.valorCentavos).toBe(3_000);
    expect(await saldoViraMais(t.db, p.pessoaId, HOJE)).toBe(0);
    await expirarReservasVencidas(t.app, new Date(new Date(compra.criadaEm).getTime() + 31 * 60_000));
    expect(await saldoViraMais(t.db, p.pessoaId, HOJE)).toBe(5_000);
    const mov = await t.db
      .select({ tipo: viramaisMovimentos.tipo, valor: viramaisMovimentos.valorCentavos })
      .from(viramaisMovimentos)
      .where(and(eq(viramaisMovimentos.referenciaId, compra.id)))
      .orderBy(viramaisMovimentos.em);
    expect(mov).toEqual([
      { tipo: 'debito', valor: -5_000 },
      { tipo: 'estorno', valor: 5_000 },
    ]);
  });

  it('with enough credits, the purchase is paid at once with no título and its vouchers are ready', async () => {
    const c = await campanha();
    const p = await comCreditos(10_000);
    const compra = (await comprar(p, c.id, [p.pessoaId], true)).json() as CompraVacina;
    expect(compra).toMatchObject({ status: 'paga', viramaisCentavos: 8_000, titulo: null });
    expect(compra.doses[0]?.voucher).not.toBeNull();
    expect(await saldoViraMais(t.db, p.pessoaId, HOJE)).toBe(2_000);
  });
});

describe('aplicação (equipe)', () => {
  async function dosePaga(o: Partial<typeof vacinasCampanhas.$inferInsert> = {}) {
    const c = await campanha(o);
    const p = await advogado();
    const compra = await pagar(p, (await comprar(p, c.id, [p.pessoaId])).json() as CompraVacina);
    return { c, p, dose: compra.doses[0]! };
  }
  const aplicadas = async () => (await t.db.select({ n: count() }).from(vacinasDoses).where(eq(vacinasDoses.status, 'aplicada')))[0]!.n;

  it('reads a voucher by QR or typed code and applies it once; a second try says when and by whom', async () => {
    const { p, dose } = await dosePaga();
    const consulta = await chamar(t, staff, 'POST', '/wsapp/area-restrita/vacinas/vouchers/consultar', { codigo: dose.voucher!.codigoCurto.toLowerCase().replace(/^(.{5})/, '$1-') });
    expect(consulta.statusCode).toBe(200);
    expect(consulta.json()).toMatchObject({ doseId: dose.id, pessoaNome: p.nome, status: 'paga', aplicavel: true });
    const r = await chamar(t, staff, 'POST', '/wsapp/area-restrita/vacinas/vouchers/aplicar', { codigo: dose.voucher!.codigo, local: 'Sede' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'aplicada', aplicadaPor: 'Ana Vacinas', aplicadaLocal: 'Sede' });
    const again = await chamar(t, staff, 'POST', '/wsapp/area-restrita/vacinas/vouchers/aplicar', { codigo: dose.voucher!.codigoCurto });
    expect(again.statusCode).toBe(409);
    expect(again.json().codigo).toBe('VOUCHER_JA_APLICADO');
    expect(again.json().mensagem).toMatch(/^Esta dose já foi aplicada em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} por Ana Vacinas \(Sede\)\.$/);
    const [aud] = await t.db.select({ n: count() }).from(auditoria).where(and(eq(auditoria.acao, 'vacinas.dose_aplicada'), sql`${auditoria.detalhes}->>'doseId' = ${dose.id}`));
    expect(aud!.n).toBe(1);
    // The member sees it applied.
    const extrato = (await chamar(t, p, 'GET', '/wsapp/vacinas/compras')).json().itens as CompraVacina[];
    expect(extrato[0]!.doses[0]!.status).toBe('aplicada');
  });

  it('two staff at once: exactly one application', async () => {
    const { dose } = await dosePaga();
    const rs = await Promise.all(
      Array.from({ length: 8 }, () => chamar(t, staff, 'POST', '/wsapp/area-restrita/vacinas/vouchers/aplicar', { codigo: dose.voucher!.codigo })),
    );
    expect(rs.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.statusCode === 409)).toHaveLength(7);
  });

  it('refuses forged, altered, unknown, unpaid and out-of-period vouchers and changes nothing; members cannot call it', async () => {
    const { p, dose } = await dosePaga();
    const foraDoPeriodo = await dosePaga({ aplicacaoInicio: somarDias(HOJE, 5), aplicacaoFim: somarDias(HOJE, 9) });
    const c = await campanha();
    const reservada = ((await comprar(p, c.id, [p.pessoaId])).json() as CompraVacina).doses[0]!;
    const partes = dose.voucher!.codigo.split('.');
    const alterado = [partes[0], partes[1], randomUUID(), partes[3], partes[4]].join('.');
    const outraDose = [partes[0], partes[1], foraDoPeriodo.dose.id, partes[3], partes[4]].join('.');
    const forjado = `PU1.V.${dose.id}.1.${'A'.repeat(86)}`;
    const ingresso = t.app.codigos.assinar({ tipo: 'ingresso', id: dose.id, versao: 1 });
    const antes = await aplicadas();
    const casos: [string, string, number, string][] = [
      ['forjado', forjado, 422, 'VOUCHER_INVALIDO'],
      ['alterado', alterado, 422, 'VOUCHER_INVALIDO'],
      ['assinatura de outra dose', outraDose, 422, 'VOUCHER_INVALIDO'],
      ['outro tipo de código', ingresso, 422, 'VOUCHER_INVALIDO'],
      ['código curto desconhecido', 'ZZZZZ-ZZZZZ', 422, 'VOUCHER_INVALIDO'],
      ['texto qualquer', 'olá', 422, 'VOUCHER_INVALIDO'],
      ['reservada', (await t.db.select({ c: vacinasDoses.codigoCurto }).from(vacinasDoses).where(eq(vacinasDoses.id, reservada.id)))[0]!.c, 422, 'VOUCHER_NAO_APLICAVEL'],
      ['fora do período', foraDoPeriodo.dose.voucher!.codigo, 422, 'VOUCHER_NAO_APLICAVEL'],
    ];
    for (const [nome, codigo, status, erro] of casos) {
      const r = await chamar(t, staff, 'POST', '/wsapp/area-restrita/vacinas/vouchers/aplicar', { codigo });
      expect(r.statusCode, nome).toBe(status);
      expect(r.json().codigo, nome).toBe(erro);
      expect(r.json().mensagem.length, nome).toBeGreaterThan(10);
      expect(await aplicadas(), nome).toBe(antes);
    }
    const membro = await chamar(t, p, 'POST', '/wsapp/area-restrita/vacinas/vouchers/aplicar', { codigo: dose.voucher!.codigo });
    expect(membro.statusCode).toBe(403);
    expect(await aplicadas()).toBe(antes);
  });
});

describe('campanhas (equipe)', () => {
  const corpo = {
    vacina: 'Hepatite B',
    descricao: 'Três doses.',
    vendaInicio: HOJE,
    vendaFim: somarDias(HOJE, 30),
    aplicacaoInicio: HOJE,
    aplicacaoFim: somarDias(HOJE, 60),
    locais: ['Sede'],
    estoque: 50,
    gratuita: false,
    precoAdimplenteCentavos: 5_000,
    precoOutrosCentavos: 7_000,
    limiteFamilia: 3,
  };
  const total = async () => (await t.db.select({ n: count() }).from(vacinasCampanhas))[0]!.n;

  it('creates, edits and closes a campaign, audited; a closed campaign sells nothing', async () => {
    const r = await chamar(t, staff, 'POST', '/wsapp/area-restrita/vacinas/campanhas', corpo);
    expect(r.statusCode).toBe(201);
    const id = r.json().id as string;
    expect(r.json()).toMatchObject({ situacao: 'aberta', numeros: { reservadas: 0, pagas: 0, aplicadas: 0, estoque: 50 } });
    const e = await chamar(t, staff, 'PUT', `/wsapp/area-restrita/vacinas/campanhas/${id}`, { ...corpo, estoque: 40, gratuita: true });
    expect(e.json()).toMatchObject({ estoque: 40, gratuita: true, precoOutrosCentavos: 0 });
    const p = await advogado();
    const compra = (await comprar(p, id, [p.pessoaId])).json() as CompraVacina;
    // Free: paid at once, no título.
    expect(compra).toMatchObject({ status: 'paga', totalCentavos: 0, titulo: null });
    const lista = (await chamar(t, staff, 'GET', '/wsapp/area-restrita/vacinas/campanhas')).json().itens as { id: string; numeros: { pagas: number; estoque: number } }[];
    expect(lista.find((c) => c.id === id)?.numeros).toMatchObject({ pagas: 1, estoque: 39 });
    expect((await chamar(t, staff, 'POST', `/wsapp/area-restrita/vacinas/campanhas/${id}/encerrar`)).json().situacao).toBe('encerrada');
    const outro = await advogado();
    expect((await comprar(outro, id, [outro.pessoaId])).json().codigo).toBe('VACINA_FORA_DO_PERIODO');
    const acoes = await t.db.select({ acao: auditoria.acao }).from(auditoria).where(sql`${auditoria.detalhes}->>'campanhaId' = ${id}`);
    expect(acoes.map((a) => a.acao).sort()).toEqual(['vacinas.campanha_alterada', 'vacinas.campanha_criada', 'vacinas.campanha_encerrada']);
  });

  it('refuses bad campaigns with field messages and creates nothing; members get 403', async () => {
    const antes = await total();
    const ruins: [Record<string, unknown>, RegExp][] = [
      [{ ...corpo, vendaFim: somarDias(HOJE, -1) }, /fim das vendas/],
      [{ ...corpo, aplicacaoFim: somarDias(HOJE, -5), aplicacaoInicio: somarDias(HOJE, -9) }, /aplicação não pode terminar antes/],
      [{ ...corpo, precoAdimplenteCentavos: 9_000 }, /adimplentes não pode ser maior/],
      [{ ...corpo, estoque: -1 }, /negativo/],
      [{ ...corpo, limiteFamilia: 50 }, /no máximo 20/],
      [{ ...corpo, vendaInicio: '2026-02-31' }, /data válida/],
      [{ ...corpo, locais: [] }, /ao menos um local/],
    ];
    for (const [b, msg] of ruins) {
      const r = await chamar(t, staff, 'POST', '/wsapp/area-restrita/vacinas/campanhas', b);
      expect(r.statusCode).toBe(400);
      expect(JSON.stringify(r.json())).toMatch(msg);
    }
    const p = await advogado();
    expect((await chamar(t, p, 'POST', '/wsapp/area-restrita/vacinas/campanhas', corpo)).statusCode).toBe(403);
    expect((await chamar(t, p, 'GET', '/wsapp/area-restrita/vacinas/campanhas')).statusCode).toBe(403);
    expect(await total()).toBe(antes);
  });
});

describe('concorrência', () => {
  it('100 buyers racing for the last 10 doses get exactly 10', async () => {
    const c = await campanha({ estoque: 10 });
    const compradores = await Promise.all(Array.from({ length: 100 }, () => advogado()));
    const tokens = await Promise.all(compradores.map((p) => tokenDe(t, p)));
    const rs = await Promise.all(
      compradores.map((p, i) =>
        t.app.inject({ method: 'POST', url: '/wsapp/vacinas/compras', headers: { authorization: `Bearer ${tokens[i]}` }, payload: { campanhaId: c.id, pessoas: [p.pessoaId] } }),
      ),
    );
    expect(rs.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const recusas = rs.filter((r) => r.statusCode !== 201);
    expect(recusas).toHaveLength(90);
    expect(new Set(recusas.map((r) => r.json().codigo))).toEqual(new Set(['VACINA_SEM_ESTOQUE']));
    expect(await estado(c.id)).toMatchObject({ estoque: 0, compras: 10, doses: 10 });
  }, 120_000);

  it('one member racing many tabs against a household cap of 4 gets 4', async () => {
    const c = await campanha({ limiteFamilia: 4 });
    const p = await advogado();
    const deps = await Promise.all(Array.from({ length: 7 }, () => dependente(p.pessoaId)));
    const token = await tokenDe(t, p);
    const pedido = (pessoas: string[]) =>
      t.app.inject({ method: 'POST', url: '/wsapp/vacinas/compras', headers: { authorization: `Bearer ${token}` }, payload: { campanhaId: c.id, pessoas } });
    const rs = await Promise.all([p.pessoaId, ...deps.map((d) => d.id)].map((id) => pedido([id])));
    expect(rs.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(rs.filter((r) => r.statusCode === 422 && r.json().codigo === 'VACINA_LIMITE_FAMILIA')).toHaveLength(4);
    // And the same person from two tabs: one dose.
    const c2 = await campanha();
    const corrida = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/wsapp/vacinas/compras', headers: { authorization: `Bearer ${token}` }, payload: { campanhaId: c2.id, pessoas: [deps[0]!.id] } })));
    expect(corrida.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(corrida.filter((r) => r.statusCode === 409)).toHaveLength(2);
    expect(await estado(c2.id)).toMatchObject({ doses: 1, estoque: 99 });
  });
});

describe('uma dose por pessoa (CPF) por campanha, entre famílias', () => {
  const pessoaNa = async (p: PessoaCriada, campanhaId: string, id: string) =>
    ((await chamar(t, p, 'GET', '/wsapp/vacinas/campanhas')).json().itens as CampanhaMembro[]).find((c) => c.id === campanhaId)!.pessoas.find((x) => x.id === id)!;
  const dosesDoCpf = async (campanhaId: string, cpf: string) =>
    (await t.db.select({ n: count() }).from(vacinasDoses).where(and(eq(vacinasDoses.campanhaId, campanhaId), eq(vacinasDoses.pessoaCpf, cpf), sql`${vacinasDoses.status} in ('reservada', 'paga', 'aplicada')`)))[0]!.n;

  it('a child both parents list gets one dose: the second household is refused naming the child, nothing reserved, and sees the child unavailable', async () => {
    const c = await campanha({ estoque: 10 });
    const [mae, pai] = [await advogado(), await advogado()];
    const cpf = gerarCpf();
    const daMae = await dependente(mae.pessoaId, 'Lia Compartilhada', cpf);
    const doPai = await dependente(pai.pessoaId, 'Lia Compartilhada', cpf);
    expect((await comprar(mae, c.id, [daMae.id])).statusCode).toBe(201);
    expect(await pessoaNa(pai, c.id, doPai.id)).toMatchObject({ jaTemDose: true });
    expect(await pessoaNa(pai, c.id, pai.pessoaId)).toMatchObject({ jaTemDose: false });

    const antes = await estado(c.id);
    const r = await comprar(pai, c.id, [pai.pessoaId, doPai.id]);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ codigo: 'VACINA_DOSE_REPETIDA', mensagem: expect.stringMatching(/^Lia Compartilhada já tem dose reservada ou comprada nesta campanha/) });
    expect(await estado(c.id)).toEqual(antes);
    expect(await dosesDoCpf(c.id, cpf)).toBe(1);
    // Still in both registries; the father buys for himself; once the mother's reservation lapses, the father may buy for her.
    expect((await t.db.select({ n: count() }).from(dependentes).where(eq(dependentes.cpf, cpf)))[0]!.n).toBe(2);
    expect((await comprar(pai, c.id, [pai.pessoaId])).statusCode).toBe(201);
    await t.db.update(vacinasDoses).set({ status: 'expirada' }).where(eq(vacinasDoses.dependenteId, daMae.id));
    expect((await comprar(pai, c.id, [doPai.id])).statusCode).toBe(201);
  });

  it('a member listed as another member\'s dependant: whichever buys first, the other is refused; her own dose carries her CPF', async () => {
    const c = await campanha();
    const [ana, bia] = [await advogado(), await advogado()];
    const biaComoDependente = await dependente(ana.pessoaId, bia.nome, bia.cpf);
    const r1 = await comprar(bia, c.id, [bia.pessoaId]);
    expect(r1.statusCode).toBe(201);
    const [dose] = await t.db.select({ cpf: vacinasDoses.pessoaCpf }).from(vacinasDoses).where(eq(vacinasDoses.compraId, r1.json().id as string));
    expect(dose?.cpf).toBe(bia.cpf);
    expect(await pessoaNa(ana, c.id, biaComoDependente.id)).toMatchObject({ jaTemDose: true });
    const antes = await estado(c.id);
    const r2 = await comprar(ana, c.id, [biaComoDependente.id]);
    expect(r2.statusCode).toBe(409);
    expect(r2.json().mensagem).toMatch(new RegExp(`^${bia.nome} já tem dose reservada ou comprada nesta campanha`));
    expect(await estado(c.id)).toEqual(antes);

    // The other way round: the household buys first, then the member herself is refused (and sees herself unavailable).
    const c2 = await campanha();
    expect((await comprar(ana, c2.id, [biaComoDependente.id])).statusCode).toBe(201);
    expect(await pessoaNa(bia, c2.id, bia.pessoaId)).toMatchObject({ jaTemDose: true });
    const antes2 = await estado(c2.id);
    const r3 = await comprar(bia, c2.id, [bia.pessoaId]);
    expect(r3.statusCode).toBe(409);
    expect(r3.json().mensagem).toMatch(new RegExp(`^${bia.nome} já tem dose`));
    expect(await estado(c2.id)).toEqual(antes2);
  });

  it('the member and a dependant registered with her own CPF in one purchase: refused as the same person', async () => {
    const p = await advogado();
    const eu = await dependente(p.pessoaId, 'Eu de novo', p.cpf);
    const c = await campanha();
    const antes = await estado(c.id);
    const r = await comprar(p, c.id, [p.pessoaId, eu.id]);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ codigo: 'VACINA_PESSOA_INVALIDA', mensagem: expect.stringMatching(/mesmo CPF/) });
    expect(await estado(c.id)).toEqual(antes);
  });

  it('two households racing for the same CPF get exactly one dose', async () => {
    const c = await campanha({ estoque: 50 });
    const cpf = gerarCpf();
    const familias = await Promise.all(Array.from({ length: 6 }, () => advogado()));
    const deps = await Promise.all(familias.map((f) => dependente(f.pessoaId, 'Criança Disputada', cpf)));
    const tokens = await Promise.all(familias.map((f) => tokenDe(t, f)));
    const rs = await Promise.all(
      familias.map((_f, i) =>
        t.app.inject({ method: 'POST', url: '/wsapp/vacinas/compras', headers: { authorization: `Bearer ${tokens[i]}` }, payload: { campanhaId: c.id, pessoas: [deps[i]!.id] } }),
      ),
    );
    expect(rs.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(rs.filter((r) => r.statusCode === 409 && r.json().codigo === 'VACINA_DOSE_REPETIDA')).toHaveLength(5);
    expect(await dosesDoCpf(c.id, cpf)).toBe(1);
    expect(await estado(c.id)).toMatchObject({ estoque: 49, compras: 1, doses: 1 });
  });
});

describe('cancelamento pelo membro', () => {
  it('cancels an unpaid reservation: stock and credits back, título cancelled; a paid one or another member’s cannot be', async () => {
    const c = await campanha({ estoque: 5 });
    const p = await advogado();
    await t.db.transaction((tx) =>
      creditarViraMais(tx, { pessoaId: p.pessoaId, valorCentavos: 1_000, validoAte: somarDias(HOJE, 200), origem: { tipo: 'ajuste', id: randomUUID() }, descricao: 'teste' }),
    );
    const compra = (await comprar(p, c.id, [p.pessoaId], true)).json() as CompraVacina;
    expect(await saldoViraMais(t.db, p.pessoaId, HOJE)).toBe(0);
    const intruso = await advogado();
    const antes = await estado(c.id);
    const alheio = await chamar(t, intruso, 'POST', `/wsapp/vacinas/compras/${compra.id}/cancelar`);
    expect(alheio.statusCode).toBe(404);
    expect(await estado(c.id)).toEqual(antes);

    const r = await chamar(t, p, 'POST', `/wsapp/vacinas/compras/${compra.id}/cancelar`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'cancelada', titulo: { status: 'cancelado' } });
    expect((r.json() as CompraVacina).doses.map((d) => d.status)).toEqual(['cancelada']);
    expect((await estado(c.id)).estoque).toBe(5);
    expect(await saldoViraMais(t.db, p.pessoaId, HOJE)).toBe(1_000);
    const de_novo = await chamar(t, p, 'POST', `/wsapp/vacinas/compras/${compra.id}/cancelar`);
    expect(de_novo.statusCode).toBe(409);
    expect(de_novo.json().codigo).toBe('VACINA_RESERVA_ENCERRADA');

    const paga = await pagar(p, (await comprar(p, c.id, [p.pessoaId])).json() as CompraVacina);
    const depois = await estado(c.id);
    const r2 = await chamar(t, p, 'POST', `/wsapp/vacinas/compras/${paga.id}/cancelar`);
    expect(r2.statusCode).toBe(409);
    expect(r2.json().mensagem).toMatch(/já foi paga/);
    expect(await estado(c.id)).toEqual(depois);
  });
});
