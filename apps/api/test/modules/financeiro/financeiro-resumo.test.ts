import type { ResumoFinanceiro } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { inserirTitulo } from '../../helpers/financeiro-membro.js';
import { chamar, devidoHojeDosVencidos, hoje, linhas, somarDiasIso } from '../../helpers/requerimentos.js';

// GET /financeiro/resumo: the member's finance at a glance on the entity homes (issue 12, item 6).

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.close());

const ano = () => Number(hoje().slice(0, 4));

async function resumo(p: PessoaCriada): Promise<ResumoFinanceiro> {
  const res = await chamar(t, p, 'GET', '/wsapp/financeiro/resumo');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json() as ResumoFinanceiro;
}

async function quantosTitulos(pessoaId: string): Promise<number> {
  const [l] = await linhas<{ n: number }>(t.db, sql`select count(*)::int as n from titulos where pessoa_id = ${pessoaId}`);
  return l?.n ?? 0;
}

describe('GET /financeiro/resumo', () => {
  it('asks for a session', async () => {
    expect((await chamar(t, null, 'GET', '/wsapp/financeiro/resumo')).statusCode).toBe(401);
  });

  it('a lawyer with nothing issued: up to date, nothing due, the anuidade not issued — and reading it issues nothing', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    expect(await resumo(p)).toEqual({
      emDia: true,
      vencidos: { quantidade: 0, totalCentavos: 0 },
      entradasEmAberto: 0,
      aVencer: { quantidade: 0, totalCentavos: 0, proximoVencimento: null },
      anuidade: { exercicio: ano(), situacao: 'nao_emitida', vencimento: null, valorCentavos: null, parcelada: false },
    });
    expect(await quantosTitulos(p.pessoaId)).toBe(0);
  });

  it('overdue debts make the member not up to date, with their count and total; a late request fee is no debt', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', descricao: `Anuidade ${ano() - 1}`, exercicio: ano() - 1, vencimento: `${ano() - 1}-04-30`, valorCentavos: 94_000 });
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDiasIso(hoje(), -3), valorCentavos: 10_000 });
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'taxa_requerimento', descricao: 'Taxa', vencimento: somarDiasIso(hoje(), -5), valorCentavos: 5_000 });
    const r = await resumo(p);
    expect(r.emDia).toBe(false);
    // What they cost today, fine and interest included, as /financeiro shows them: more than their R$ 1.040,00.
    const hojeCentavos = await devidoHojeDosVencidos(t, p);
    expect(hojeCentavos).toBeGreaterThan(104_000);
    expect(r.vencidos).toEqual({ quantidade: 2, totalCentavos: hojeCentavos });
    expect(r.entradasEmAberto).toBe(0);
  });

  it("this year's anuidade: open and not yet due, then overdue, then paid", async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const vence = somarDiasIso(hoje(), 20);
    const a = await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', descricao: `Anuidade ${ano()}`, exercicio: ano(), vencimento: vence, valorCentavos: 98_500 });
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'taxa_requerimento', descricao: 'Taxa', vencimento: somarDiasIso(hoje(), 5), valorCentavos: 5_000 });
    let r = await resumo(p);
    expect(r.emDia).toBe(true);
    expect(r.anuidade).toEqual({ exercicio: ano(), situacao: 'em_aberto', vencimento: vence, valorCentavos: 98_500, parcelada: false });
    expect(r.aVencer).toEqual({ quantidade: 2, totalCentavos: 103_500, proximoVencimento: somarDiasIso(hoje(), 5) });

    const passado = somarDiasIso(hoje(), -1);
    await t.db.execute(sql`update titulos set vencimento = ${passado} where id = ${a.id}`);
    r = await resumo(p);
    expect(r.emDia).toBe(false);
    // A day overdue: R$ 985,00 with its 2 % fine (R$ 19,70) and a day of interest at 1 % a month (R$ 0,33).
    expect(r.anuidade).toMatchObject({ situacao: 'vencida', vencimento: passado, valorCentavos: 100_503 });
    expect(r.vencidos).toEqual({ quantidade: 1, totalCentavos: 100_503 });

    await t.db.execute(sql`update titulos set status = 'pago', pago_em = now() where id = ${a.id}`);
    r = await resumo(p);
    expect(r.emDia).toBe(true);
    expect(r.anuidade).toEqual({ exercicio: ano(), situacao: 'paga', vencimento: null, valorCentavos: null, parcelada: false });
  });

  it("what falls due is what paying it costs today: the anuidade's early-payment discount, only while up to date", async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    await inserirTitulo(t.db, {
      pessoaId: p.pessoaId,
      origem: 'anuidade',
      descricao: `Anuidade ${ano()}`,
      exercicio: ano(),
      vencimento: somarDiasIso(hoje(), 40),
      valorCentavos: 98_500,
      descontoCentavos: 9_850,
      descontoAte: somarDiasIso(hoje(), 10),
    });
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'taxa_requerimento', descricao: 'Taxa', vencimento: somarDiasIso(hoje(), 5), valorCentavos: 5_000 });
    let r = await resumo(p);
    // R$ 985,00 less R$ 98,50 while the discount holds, plus the R$ 50,00 fee: what /financeiro charges today.
    expect(r.aVencer).toEqual({ quantidade: 2, totalCentavos: 88_650 + 5_000, proximoVencimento: somarDiasIso(hoje(), 5) });
    expect(r.anuidade?.valorCentavos).toBe(88_650);
    const financeiro = await chamar(t, p, 'GET', '/wsapp/financeiro/titulos?situacao=aberto');
    expect(financeiro.statusCode, financeiro.body).toBe(200);
    const itens = (financeiro.json() as { itens: { devido: { totalCentavos: number } | null }[] }).itens;
    expect(itens.reduce((soma, i) => soma + (i.devido?.totalCentavos ?? 0), 0)).toBe(r.aVencer.totalCentavos);

    // An overdue debt: no longer up to date, so the discount is lost and the anuidade costs its face value.
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDiasIso(hoje(), -3), valorCentavos: 10_000 });
    r = await resumo(p);
    expect(r.emDia).toBe(false);
    expect(r.aVencer).toEqual({ quantidade: 2, totalCentavos: 98_500 + 5_000, proximoVencimento: somarDiasIso(hoje(), 5) });
  });

  it('a split anuidade shows its next open installment', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const exercicio = ano();
    // This year's single anuidade, not yet due (issued as the anuidade page would), split through the route.
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', descricao: `Anuidade ${exercicio}`, exercicio, vencimento: somarDiasIso(hoje(), 30), valorCentavos: 98_500 });
    const split = await chamar(t, p, 'POST', '/wsapp/financeiro/anuidade/parcelamento', { parcelas: 3 });
    expect(split.statusCode, split.body).toBe(201);
    const r = await resumo(p);
    expect(r.anuidade).toMatchObject({ exercicio, situacao: 'em_aberto', parcelada: true, vencimento: somarDiasIso(hoje(), 7) });
  });

  it('someone without an inscrição has no anuidade (null) and still sees what is due', async () => {
    const p = await criarPessoa(t.db);
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'taxa_requerimento', descricao: 'Taxa', vencimento: somarDiasIso(hoje(), 2), valorCentavos: 5_000 });
    const r = await resumo(p);
    expect(r.anuidade).toBeNull();
    expect(r.emDia).toBe(true);
    expect(r.aVencer).toEqual({ quantidade: 1, totalCentavos: 5_000, proximoVencimento: somarDiasIso(hoje(), 2) });
  });

  it("never counts another member's títulos", async () => {
    const a = await criarPessoa(t.db, { advogado: true });
    const b = await criarPessoa(t.db, { advogado: true });
    await inserirTitulo(t.db, { pessoaId: b.pessoaId, vencimento: somarDiasIso(hoje(), -3) });
    await inserirTitulo(t.db, { pessoaId: b.pessoaId, vencimento: somarDiasIso(hoje(), 3) });
    const r = await resumo(a);
    expect(r.emDia).toBe(true);
    expect(r.vencidos.quantidade).toBe(0);
    expect(r.aVencer.quantidade).toBe(0);
  });
});
