import { creditoDaAnuidade, dataEmSaoPaulo, validadeDoCredito } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, pagamentos, planos, titulos, viramaisLotes, viramaisMovimentos, viramaisPendencias } from '../../../src/db/schema/index.js';
import { creditarViraMais, debitarViraMais, estornarViraMais, expirarViraMais, saldoViraMais } from '../../../src/modules/viramais/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { novoE2e, notificarPix } from '../../helpers/pagamentos.js';
import { chamar, hoje, somarDiasIso, tokenDe } from '../../helpers/requerimentos.js';
import { inserirTitulo } from '../../helpers/titulos.js';

/**
 * ViraMais earned by paying the anuidade (single payment, or the payment that completes the split plan), inside
 * settlement; a reversed payment takes the credits back; the member's page. ADR 017.
 */
let t: AppDeTeste;
let financeiro: PessoaCriada;

beforeAll(async () => {
  t = await criarAppDeTeste();
  financeiro = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoFinanceiro'] });
});
afterAll(async () => {
  await t?.close();
});

let exercicio = 2030;
/** An open anuidade título (a new exercício each time: one single anuidade per member and year). */
async function anuidadeAberta(p: PessoaCriada, valorCentavos: number, plano?: { id: string; parcela: number }) {
  return inserirTitulo(t.db, {
    pessoaId: p.pessoaId,
    origem: 'anuidade',
    descricao: plano ? `Anuidade 2026 — parcela ${plano.parcela}` : `Anuidade ${exercicio}`,
    exercicio: plano ? 2026 : exercicio++,
    vencimento: somarDiasIso(hoje(), 10 + (plano?.parcela ?? 0)),
    valorCentavos,
    planoId: plano?.id ?? null,
    parcela: plano?.parcela ?? null,
  });
}

/** Pays `nufin` by PIX as `p` through the sandbox webhook, with the given end-to-end id. */
async function pagar(p: PessoaCriada, nufin: number, e2e = novoE2e()) {
  const c = await t.app.inject({ method: 'POST', url: `/wsapp/financeiro/titulos/${nufin}/cobrancas`, headers: { authorization: `Bearer ${await tokenDe(t, p)}` }, payload: { meio: 'pix' } });
  expect(c.statusCode, c.body).toBe(201);
  const cobranca = c.json() as { valorCentavos: number; pix: { txid: string } };
  const enviar = async () => {
    const r = await notificarPix(t, { txid: cobranca.pix.txid, valor: cobranca.valorCentavos, e2e });
    expect(r.statusCode, r.body).toBe(200);
  };
  await enviar();
  return { reenviar: enviar };
}

const lotesDe = (pessoaId: string) =>
  t.db
    .select({ valor: viramaisLotes.valorCentavos, saldo: viramaisLotes.saldoCentavos, validoAte: viramaisLotes.validoAte, origemTipo: viramaisLotes.origemTipo })
    .from(viramaisLotes)
    .where(eq(viramaisLotes.pessoaId, pessoaId))
    .orderBy(viramaisLotes.criadoEm);
const saldo = (p: PessoaCriada) => saldoViraMais(t.db, p.pessoaId, hoje());
const validade = () => validadeDoCredito(hoje());
const estornar = (nufin: number, motivo = 'Devolução do PIX a pedido do banco') =>
  chamar(t, financeiro, 'POST', `/wsapp/area-restrita/financeiro/titulos/${nufin}/estornar-pagamento`, { motivo });

async function ajuste(p: PessoaCriada, valorCentavos: number, validoAte: string) {
  await t.db.transaction((tx) => creditarViraMais(tx, { pessoaId: p.pessoaId, valorCentavos, validoAte, origem: { tipo: 'ajuste', id: randomUUID() }, descricao: 'Ajuste' }));
}
const comprar = (p: PessoaCriada, ateCentavos: number, referencia = { tipo: 'vacina_compra', id: randomUUID() }) =>
  t.db.transaction((tx) => debitarViraMais(tx, { pessoaId: p.pessoaId, ateCentavos, hoje: hoje(), referencia, descricao: 'Vacina' }));

describe('credit on settlement', () => {
  it('paying the single anuidade credits the configured share, valid until Dec 31 of the following year, once however often the notification comes', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const titulo = await anuidadeAberta(m, 98_765);
    const { reenviar } = await pagar(m, titulo.nufin);
    await reenviar();
    expect(creditoDaAnuidade(98_765)).toBe(9_876);
    expect(await lotesDe(m.pessoaId)).toEqual([{ valor: 9_876, saldo: 9_876, validoAte: `${Number(hoje().slice(0, 4)) + 1}-12-31`, origemTipo: 'anuidade' }]);
    expect(await saldo(m)).toBe(9_876);
    const [{ n }] = (await t.db.select({ n: count() }).from(viramaisMovimentos).where(eq(viramaisMovimentos.pessoaId, m.pessoaId))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('a split anuidade earns only when its last installment is paid, on all that was paid', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const [plano] = await t.db
      .insert(planos)
      .values({ pessoaId: m.pessoaId, tipo: 'parcelamento_anuidade', parcelas: 2, principalCentavos: 60_000, totalCentavos: 60_000 })
      .returning();
    const p1 = await anuidadeAberta(m, 30_000, { id: plano!.id, parcela: 1 });
    const p2 = await anuidadeAberta(m, 30_000, { id: plano!.id, parcela: 2 });
    await pagar(m, p2.nufin);
    expect(await lotesDe(m.pessoaId)).toEqual([]);
    await pagar(m, p1.nufin);
    expect(await lotesDe(m.pessoaId)).toEqual([{ valor: 6_000, saldo: 6_000, validoAte: validade(), origemTipo: 'anuidade' }]);
    const [p] = await t.db.select({ status: planos.status }).from(planos).where(eq(planos.id, plano!.id));
    expect(p!.status).toBe('quitado');
  });

  it('a título of another origin earns nothing', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const multa = await inserirTitulo(t.db, { pessoaId: m.pessoaId, origem: 'multa', descricao: 'Multa', exercicio: 2026, vencimento: somarDiasIso(hoje(), 5), valorCentavos: 50_000 });
    await pagar(m, multa.nufin);
    expect(await lotesDe(m.pessoaId)).toEqual([]);
  });
});

describe('reversal of a paid anuidade (POST /area-restrita/financeiro/titulos/:nufin/estornar-pagamento)', () => {
  it('opens the título again, marks the payment estornado, audits, and takes back what is left of the credit', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const titulo = await anuidadeAberta(m, 100_000);
    await pagar(m, titulo.nufin);
    expect(await saldo(m)).toBe(10_000);

    const res = await estornar(titulo.nufin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nufin: titulo.nufin, status: 'aberto', pagoEm: null, valorPagoCentavos: null, acoes: ['pagar'] });
    const [pg] = await t.db.select({ situacao: pagamentos.situacao, obs: pagamentos.resolucaoObservacao }).from(pagamentos).where(eq(pagamentos.tituloId, titulo.id));
    expect(pg).toEqual({ situacao: 'estornado', obs: 'Devolução do PIX a pedido do banco' });
    const audit = await t.db.select({ detalhes: auditoria.detalhes }).from(auditoria).where(eq(auditoria.acao, 'pagamento_estornado'));
    expect(audit.some((a) => (a.detalhes as { nufin: number }).nufin === titulo.nufin)).toBe(true);
    expect(await saldo(m)).toBe(0);
    const movs = await t.db.select({ tipo: viramaisMovimentos.tipo, valor: viramaisMovimentos.valorCentavos }).from(viramaisMovimentos).where(eq(viramaisMovimentos.pessoaId, m.pessoaId)).orderBy(viramaisMovimentos.em);
    expect(movs).toEqual([
      { tipo: 'credito', valor: 10_000 },
      { tipo: 'reversao', valor: -10_000 },
    ]);

    // Paid again: the new payment earns again (a payment earns once, not a título).
    await pagar(m, titulo.nufin);
    expect(await saldo(m)).toBe(10_000);
    expect(await lotesDe(m.pessoaId)).toHaveLength(2);
  });

  it('what was already spent from it is taken from the member’s other credits, oldest expiry first', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    await ajuste(m, 3_000, '2099-12-31');
    await ajuste(m, 2_000, '2098-12-31');
    const titulo = await anuidadeAberta(m, 100_000);
    await pagar(m, titulo.nufin);
    // The anuidade's lot expires first: the purchase takes 7.000 of its 10.000.
    expect(await comprar(m, 7_000)).toBe(7_000);
    expect(await saldo(m)).toBe(8_000);

    expect((await estornar(titulo.nufin)).statusCode).toBe(200);
    // 3.000 left of the lot go, and the 7.000 spent come from the others: 2.000 (2098) then 5.000 of… only 3.000 (2099) exist.
    expect(await saldo(m)).toBe(0);
    const [pend] = await t.db.select({ valor: viramaisPendencias.valorCentavos, saldo: viramaisPendencias.saldoCentavos }).from(viramaisPendencias).where(eq(viramaisPendencias.pessoaId, m.pessoaId));
    expect(pend).toEqual({ valor: 2_000, saldo: 2_000 });

    const pagina = (await chamar(t, m, 'GET', '/wsapp/viramais')).json();
    expect(pagina).toMatchObject({ saldoCentavos: 0, pendenciaCentavos: 2_000, vencimentos: [] });

    // The next credit settles what is owed first.
    await ajuste(m, 5_000, '2097-12-31');
    expect(await saldo(m)).toBe(3_000);
    const [depois] = await t.db.select({ saldo: viramaisPendencias.saldoCentavos }).from(viramaisPendencias).where(eq(viramaisPendencias.pessoaId, m.pessoaId));
    expect(depois!.saldo).toBe(0);
  });

  it('credits spent and given back after the reversal settle the pendência instead of staying with the member', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const titulo = await anuidadeAberta(m, 50_000);
    await pagar(m, titulo.nufin);
    const compra = { tipo: 'ingresso_compra', id: randomUUID() };
    expect(await comprar(m, 5_000, compra)).toBe(5_000);
    expect((await estornar(titulo.nufin)).statusCode).toBe(200);
    expect((await chamar(t, m, 'GET', '/wsapp/viramais')).json().pendenciaCentavos).toBe(5_000);
    // The purchase is cancelled: its 5.000 come back to the lot and go to what is owed.
    expect(await t.db.transaction((tx) => estornarViraMais(tx, compra, 'Ingresso cancelado'))).toBe(5_000);
    expect(await saldo(m)).toBe(0);
    expect((await chamar(t, m, 'GET', '/wsapp/viramais')).json().pendenciaCentavos).toBe(0);
  });

  it('an installment reversed takes back the plan’s credit and reopens the plan', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const [plano] = await t.db
      .insert(planos)
      .values({ pessoaId: m.pessoaId, tipo: 'parcelamento_anuidade', parcelas: 2, principalCentavos: 40_000, totalCentavos: 40_000 })
      .returning();
    const p1 = await anuidadeAberta(m, 20_000, { id: plano!.id, parcela: 1 });
    const p2 = await anuidadeAberta(m, 20_000, { id: plano!.id, parcela: 2 });
    await pagar(m, p1.nufin);
    await pagar(m, p2.nufin);
    expect(await saldo(m)).toBe(4_000);
    // The first installment's payment goes back, though the credit came with the second one.
    expect((await estornar(p1.nufin)).statusCode).toBe(200);
    expect(await saldo(m)).toBe(0);
    expect((await t.db.select({ status: planos.status }).from(planos).where(eq(planos.id, plano!.id)))[0]!.status).toBe('ativo');
    await pagar(m, p1.nufin);
    expect(await saldo(m)).toBe(4_000);
  });

  it('refuses, changing nothing: a título not paid (409), an unknown one (404), no reason (400), no finance permission (403)', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const aberto = await anuidadeAberta(m, 10_000);
    const estornos = async () => (await t.db.select({ n: count() }).from(auditoria).where(eq(auditoria.acao, 'pagamento_estornado')))[0]!.n;
    const auditoriaAntes = await estornos();
    const r409 = await estornar(aberto.nufin);
    expect(r409.statusCode).toBe(409);
    expect(r409.json().codigo).toBe('TITULO_NAO_PAGO');
    expect((await estornar(987_654_321)).statusCode).toBe(404);
    expect((await chamar(t, financeiro, 'POST', `/wsapp/area-restrita/financeiro/titulos/${aberto.nufin}/estornar-pagamento`, { motivo: ' ' })).statusCode).toBe(400);
    const pago = await anuidadeAberta(m, 10_000);
    await pagar(m, pago.nufin);
    const semPermissao = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita'] });
    expect((await chamar(t, semPermissao, 'POST', `/wsapp/area-restrita/financeiro/titulos/${pago.nufin}/estornar-pagamento`, { motivo: 'Chargeback do cartão' })).statusCode).toBe(403);
    expect((await chamar(t, m, 'POST', `/wsapp/area-restrita/financeiro/titulos/${pago.nufin}/estornar-pagamento`, { motivo: 'Chargeback do cartão' })).statusCode).toBe(403);
    expect((await t.db.select({ status: titulos.status }).from(titulos).where(eq(titulos.id, pago.id)))[0]!.status).toBe('pago');
    expect(await saldo(m)).toBe(1_000);
    expect(await estornos()).toBe(auditoriaAntes);
  });
});

describe('expiry', () => {
  it('the daily job is registered; a lot past its last day leaves the balance as an expiracao entry, once', async () => {
    expect(t.app.jobs.nomes).toContain('viramais.expirar-creditos');
    const m = await criarPessoa(t.db, { advogado: true });
    await ajuste(m, 1_200, somarDiasIso(hoje(), -1));
    await ajuste(m, 800, somarDiasIso(hoje(), 30));
    expect(await saldo(m)).toBe(800);
    await t.db.transaction((tx) => expirarViraMais(tx, hoje()));
    await t.db.transaction((tx) => expirarViraMais(tx, hoje()));
    const exp = await t.db
      .select({ valor: viramaisMovimentos.valorCentavos, em: viramaisMovimentos.em })
      .from(viramaisMovimentos)
      .where(and(eq(viramaisMovimentos.pessoaId, m.pessoaId), eq(viramaisMovimentos.tipo, 'expiracao')));
    // Dated at the first moment after the lot's last day (São Paulo midnight), whenever the run found it.
    expect(exp).toEqual([{ valor: -1_200, em: new Date(`${hoje()}T00:00:00-03:00`) }]);
    expect(await saldo(m)).toBe(800);
  });
});

describe('GET /wsapp/viramais', () => {
  it('balance, what expires when (grouped by day, soonest first), the statement newest first in pages, and the rule', async () => {
    const m = await criarPessoa(t.db, { advogado: true });
    const cedo = somarDiasIso(hoje(), 20);
    const tarde = somarDiasIso(hoje(), 400);
    await ajuste(m, 1_000, tarde);
    await ajuste(m, 500, cedo);
    await ajuste(m, 300, cedo);
    await comprar(m, 200);
    const res = await chamar(t, m, 'GET', '/wsapp/viramais');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.json();
    expect(body.saldoCentavos).toBe(1_600);
    expect(body.vencimentos).toEqual([
      { validoAte: cedo, saldoCentavos: 600 },
      { validoAte: tarde, saldoCentavos: 1_000 },
    ]);
    expect(body.extrato.total).toBe(4);
    expect(body.extrato.itens[0]).toMatchObject({ tipo: 'debito', valorCentavos: -200, descricao: 'Vacina', loteValidoAte: cedo });
    expect(body.extrato.itens.map((i: { tipo: string }) => i.tipo)).toEqual(['debito', 'credito', 'credito', 'credito']);
    expect(body.regras).toMatchObject({ percentualAnuidade: 10, ondeUsar: expect.arrayContaining(['Convites do CEL']) });

    for (let i = 0; i < 20; i++) await ajuste(m, 10, tarde);
    const p2 = (await chamar(t, m, 'GET', '/wsapp/viramais?pagina=2')).json();
    expect(p2.extrato).toMatchObject({ total: 24, pagina: 2, porPagina: 20 });
    expect(p2.extrato.itens).toHaveLength(4);
    expect((await chamar(t, m, 'GET', '/wsapp/viramais?pagina=0')).statusCode).toBe(400);
  });

  it('shows only the caller’s own credits; anonymous gets 401', async () => {
    const dono = await criarPessoa(t.db, { advogado: true });
    await ajuste(dono, 900, somarDiasIso(hoje(), 30));
    const outro = await criarPessoa(t.db, { advogado: true });
    const body = (await chamar(t, outro, 'GET', '/wsapp/viramais')).json();
    expect(body).toMatchObject({ saldoCentavos: 0, pendenciaCentavos: 0, vencimentos: [], extrato: { itens: [], total: 0 } });
    expect((await chamar(t, null, 'GET', '/wsapp/viramais')).statusCode).toBe(401);
    expect(dataEmSaoPaulo(new Date())).toBe(hoje());
  });
});
