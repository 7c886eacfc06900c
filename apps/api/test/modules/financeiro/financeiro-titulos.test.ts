import { calcularDevido, somarDias, type ListaTitulos, type Titulo } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cobrancas, pagamentos } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, formatar, type PessoaCriada } from '../../helpers/fabrica.js';
import { inserirPagamento, inserirTitulo, textoDoPdf } from '../../helpers/financeiro-membro.js';
import { chamar, hoje } from '../../helpers/requerimentos.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.close());

const lista = async (p: PessoaCriada, query = '') => {
  const res = await chamar(t, p, 'GET', `/wsapp/financeiro/titulos${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListaTitulos;
};

describe('GET /wsapp/financeiro/titulos', () => {
  it('lists the open ones first by due date, then the rest newest first, each with today\'s amount and actions', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const h = hoje();
    const futuroLonge = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(h, 40), origem: 'taxa_requerimento', descricao: 'Taxa' });
    const vencido = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(h, -100), valorCentavos: 90_000 });
    const futuroPerto = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(h, 5), origem: 'vacina', descricao: 'Vacina' });
    const pago = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(h, -400), status: 'pago' });
    const cancelado = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(h, -30), status: 'cancelado' });

    const r = await lista(p);
    expect(r.itens.map((i) => i.nufin)).toEqual([vencido.nufin, futuroPerto.nufin, futuroLonge.nufin, cancelado.nufin, pago.nufin]);
    expect(r).toMatchObject({ total: 5, pagina: 1, porPagina: 20 });

    const v = r.itens[0]!;
    expect(v).toMatchObject({ status: 'aberto', vencido: true, acoes: ['pagar', 'negociar'], multaBp: 200, jurosMensalBp: 100, plano: null });
    const esperado = calcularDevido({ valorCentavos: 90_000, descontoCentavos: 0, descontoAte: null, vencimento: vencido.vencimento, multaBp: 200, jurosMensalBp: 100 }, h);
    expect(v.devido).toEqual(esperado);
    expect(v.devido!.totalCentavos).toBeGreaterThan(90_000);
    // An unpaid fee past due is not a debt: it can be paid, not negotiated.
    expect(r.itens.find((i) => i.nufin === futuroLonge.nufin)).toMatchObject({ vencido: false, acoes: ['pagar'] });
    expect(r.itens.find((i) => i.nufin === pago.nufin)).toMatchObject({ status: 'pago', devido: null, acoes: ['recibo'] });
    expect(r.itens.find((i) => i.nufin === cancelado.nufin)).toMatchObject({ devido: null, acoes: [] });
  });

  it('filters by situation (vencido / aberto are both stored open), origin and year', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const h = hoje();
    const vencido = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(h, -10) });
    const aberto = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(h, 10), origem: 'vacina', exercicio: null });
    const pago = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: '2024-03-31', exercicio: 2024, status: 'pago', pagoEm: new Date('2025-02-10T15:00:00Z') });
    // No exercício: the due date's year counts. An exercício wins over the due date's year.
    const semExercicio = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: '2024-07-10', origem: 'parcela_acordo', exercicio: null, status: 'renegociado' });
    const exercicioAnterior = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: '2024-01-15', exercicio: 2023, status: 'cancelado' });

    const nufins = async (q: string) => (await lista(p, q)).itens.map((i) => i.nufin);
    expect(await nufins('?situacao=vencido')).toEqual([vencido.nufin]);
    expect(await nufins('?situacao=aberto')).toEqual([aberto.nufin]);
    expect(await nufins('?situacao=pago')).toEqual([pago.nufin]);
    expect(await nufins('?situacao=renegociado')).toEqual([semExercicio.nufin]);
    expect(await nufins('?origem=vacina')).toEqual([aberto.nufin]);
    expect(await nufins('?ano=2024')).toEqual([semExercicio.nufin, pago.nufin]);
    expect(await nufins('?ano=2023')).toEqual([exercicioAnterior.nufin]);
    expect((await lista(p, '?ano=2024&situacao=pago')).total).toBe(1);

    // Years of títulos and of payments (the 2024 anuidade was paid in 2025), newest first.
    const anoAtual = Number(h.slice(0, 4));
    const anos = (await lista(p)).anos;
    expect(anos).toEqual([...new Set([anoAtual, Number(somarDias(h, -10).slice(0, 4)), Number(somarDias(h, 10).slice(0, 4)), 2025, 2024, 2023])].sort((a, b) => b - a));
  });

  it('pages by 20 with the total', async () => {
    const p = await criarPessoa(t.db);
    for (let i = 0; i < 23; i++) await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias('2020-01-01', i), status: 'pago', origem: 'vacina' });
    const p1 = await lista(p);
    const p2 = await lista(p, '?pagina=2');
    expect([p1.itens.length, p2.itens.length, p1.total, p2.total, p2.pagina]).toEqual([20, 3, 23, 23, 2]);
    expect(new Set([...p1.itens, ...p2.itens].map((i) => i.nufin)).size).toBe(23);
    expect(p2.itens.at(-1)?.vencimento).toBe('2020-01-01');
  });

  it('bad filters → 400 naming the parameter, in Portuguese', async () => {
    const p = await criarPessoa(t.db);
    for (const [q, campo, mensagem] of [
      ['?situacao=atrasado', 'situacao', 'Situação desconhecida.'],
      ['?origem=bolo', 'origem', 'Origem desconhecida.'],
      ['?ano=1999', 'ano', 'Informe um ano a partir de 2000.'],
      ['?ano=abc', 'ano', 'Informe o ano com quatro dígitos.'],
      ['?pagina=0', 'pagina', 'A página começa em 1.'],
    ] as const) {
      const res = await chamar(t, p, 'GET', `/wsapp/financeiro/titulos${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().campos?.[campo], q).toBe(mensagem);
    }
    expect((await chamar(t, null, 'GET', '/wsapp/financeiro/titulos')).statusCode).toBe(401);
  });

  it('shows only the caller\'s títulos', async () => {
    const a = await criarPessoa(t.db, { advogado: true });
    const b = await criarPessoa(t.db, { advogado: true });
    await inserirTitulo(t.db, { pessoaId: a.pessoaId, vencimento: somarDias(hoje(), -5) });
    expect((await lista(b)).total).toBe(0);
    expect((await lista(b)).anos).toEqual([]);
  });
});

describe('GET /wsapp/financeiro/titulos/:nufin', () => {
  it('answers the título with today\'s amount, never cached; another member\'s, an unknown or a malformed one → 404', async () => {
    const a = await criarPessoa(t.db, { advogado: true });
    const b = await criarPessoa(t.db, { advogado: true });
    const titulo = await inserirTitulo(t.db, { pessoaId: a.pessoaId, vencimento: somarDias(hoje(), 3) });
    const res = await chamar(t, a, 'GET', `/wsapp/financeiro/titulos/${titulo.nufin}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ nufin: titulo.nufin, id: titulo.id, status: 'aberto', vencido: false, devido: { totalCentavos: 98_500, diasAtraso: 0 } });

    for (const [quem, url] of [
      [b, `/wsapp/financeiro/titulos/${titulo.nufin}`],
      [a, '/wsapp/financeiro/titulos/999999999'],
      [a, '/wsapp/financeiro/titulos/abc'],
    ] as const) {
      const r = await chamar(t, quem, 'GET', url);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ mensagem: 'Título não encontrado.', codigo: 'NAO_ENCONTRADO' });
    }
  });

  it('gives the anuidade\'s early discount only while it holds and only to a member up to date', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const h = hoje();
    const anuidade = await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', vencimento: somarDias(h, 20), descontoCentavos: 14_775, descontoAte: somarDias(h, 10) });
    const detalhe = async () => (await chamar(t, p, 'GET', `/wsapp/financeiro/titulos/${anuidade.nufin}`)).json() as Titulo;
    expect((await detalhe()).devido).toMatchObject({ descontoCentavos: 14_775, totalCentavos: 83_725 });

    // An older debt past due: no longer up to date, no discount.
    const atrasada = await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDias(h, -1), origem: 'multa', descricao: 'Multa disciplinar', valorCentavos: 10_000 });
    expect((await detalhe()).devido).toMatchObject({ descontoCentavos: 0, totalCentavos: 98_500 });
    // A late request fee is not a debt: it does not cost the discount.
    await t.db.execute(sql`update titulos set origem = 'taxa_requerimento' where id = ${atrasada.id}`);
    expect((await detalhe()).devido?.descontoCentavos).toBe(14_775);

    // Past descontoAte: no discount, even though not yet due.
    const passou = await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', vencimento: somarDias(h, 20), exercicio: 2099, descontoCentavos: 5_000, descontoAte: somarDias(h, -1) });
    const r = (await chamar(t, p, 'GET', `/wsapp/financeiro/titulos/${passou.nufin}`)).json() as Titulo;
    expect(r.devido).toMatchObject({ descontoCentavos: 0, totalCentavos: 98_500, diasAtraso: 0 });
  });
});

describe('GET /wsapp/financeiro/titulos/:nufin/recibo', () => {
  it('a paid título → PDF with payer, título, values, how and when it was paid, and the payment id', async () => {
    const p = await criarPessoa(t.db, { advogado: true, nome: 'Conceição Araújo Gonçalves' });
    const pago = await inserirTitulo(t.db, {
      pessoaId: p.pessoaId,
      origem: 'anuidade',
      descricao: 'Anuidade 2025',
      exercicio: 2025,
      vencimento: '2025-03-31',
      valorCentavos: 98_500,
      descontoCentavos: 14_775,
      descontoAte: '2025-03-31',
      status: 'pago',
      // 01:30 UTC on the 19th is 22:30 of the 18th in Brasília.
      pagoEm: new Date('2025-03-19T01:30:00Z'),
      valorPagoCentavos: 83_725,
      meioPagamento: 'pix',
    });
    const e2e = await inserirPagamento(t.db, pago);
    const res = await chamar(t, p, 'GET', `/wsapp/financeiro/titulos/${pago.nufin}/recibo`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recibo-${pago.nufin}.pdf"; filename*=UTF-8''recibo-${pago.nufin}.pdf`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texto = textoDoPdf(pdf);
    for (const esperado of [
      'Recibo de pagamento',
      'Conceição Araújo Gonçalves',
      formatar(p.cpf),
      String(pago.nufin),
      'Anuidade 2025',
      '31/03/2025',
      'R$ 985,00',
      '- R$ 147,75',
      'R$ 837,25',
      'PIX',
      '18/03/2025 22:30 (horário de Brasília)',
      e2e,
    ]) {
      expect(texto, esperado).toContain(esperado);
    }
    expect(texto).not.toMatch(/MULTA|JUROS/);
  });

  it('shows the fine and interest the settling charge carried', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const pago = await inserirTitulo(t.db, {
      pessoaId: p.pessoaId,
      vencimento: '2024-03-31',
      valorCentavos: 100_000,
      status: 'pago',
      pagoEm: new Date('2024-05-30T15:00:00Z'),
      valorPagoCentavos: 104_000,
      meioPagamento: 'boleto',
    });
    const [cobranca] = await t.db
      .insert(cobrancas)
      .values({ tituloId: pago.id, meio: 'boleto', provedor: 'sandbox', txid: `N${Date.now()}`, valorCentavos: 104_000, principalCentavos: 100_000, multaCentavos: 2_000, jurosCentavos: 2_000, diasAtraso: 60, status: 'concluida' })
      .returning();
    await t.db.insert(pagamentos).values({
      endToEndId: `LIQ${Date.now()}`,
      meio: 'boleto',
      txid: cobranca!.txid,
      cobrancaId: cobranca!.id,
      tituloId: pago.id,
      valorCentavos: 104_000,
      pagoEm: pago.pagoEm!,
      situacao: 'liquidado',
    });
    const texto = textoDoPdf((await chamar(t, p, 'GET', `/wsapp/financeiro/titulos/${pago.nufin}/recibo`)).rawPayload);
    expect(texto).toContain('MULTA\nR$ 20,00');
    expect(texto).toContain('JUROS\nR$ 20,00');
    expect(texto).toContain('R$ 1.040,00');
    expect(texto).toContain('Boleto bancário');
  });

  it('not paid yet → 409; another member\'s → 404', async () => {
    const a = await criarPessoa(t.db, { advogado: true });
    const b = await criarPessoa(t.db, { advogado: true });
    const aberto = await inserirTitulo(t.db, { pessoaId: a.pessoaId, vencimento: somarDias(hoje(), 3) });
    const res = await chamar(t, a, 'GET', `/wsapp/financeiro/titulos/${aberto.nufin}/recibo`);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensagem).toBe('O recibo fica disponível depois que o pagamento é confirmado.');

    const pago = await inserirTitulo(t.db, { pessoaId: a.pessoaId, vencimento: '2025-03-31', status: 'pago', pagoEm: new Date('2025-03-10T12:00:00Z') });
    expect((await chamar(t, a, 'GET', `/wsapp/financeiro/titulos/${pago.nufin}/recibo`)).statusCode).toBe(200);
    const alheio = await chamar(t, b, 'GET', `/wsapp/financeiro/titulos/${pago.nufin}/recibo`);
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json().mensagem).toBe('Título não encontrado.');
  });
});

describe('GET /wsapp/financeiro/demonstrativo/:ano', () => {
  it('lists the payments confirmed in the calendar year (Brasília time) with the total and the tax note', async () => {
    const p = await criarPessoa(t.db, { advogado: true, nome: 'Márcia Demonstrativo' });
    const base = { pessoaId: p.pessoaId, status: 'pago' as const };
    const marco = await inserirTitulo(t.db, { ...base, origem: 'anuidade', descricao: 'Anuidade 2025', vencimento: '2025-03-31', pagoEm: new Date('2025-03-18T13:15:00Z'), valorPagoCentavos: 83_725 });
    // 23:30 of 31/12 in Brasília is already 2026 in UTC: it belongs to 2025.
    const reveillon = await inserirTitulo(t.db, { ...base, origem: 'vacina', descricao: 'Vacina da gripe', vencimento: '2025-12-31', valorCentavos: 12_000, pagoEm: new Date('2026-01-01T02:30:00Z'), valorPagoCentavos: 12_000 });
    // 00:10 of 01/01 in Brasília: 2026.
    const depois = await inserirTitulo(t.db, { ...base, origem: 'anuidade', descricao: 'Anuidade 2026', vencimento: '2026-03-31', pagoEm: new Date('2026-01-01T03:10:00Z'), valorPagoCentavos: 50_000 });
    // Open títulos never appear.
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, descricao: 'Aberto 2025', vencimento: '2025-06-30' });

    const res = await chamar(t, p, 'GET', '/wsapp/financeiro/demonstrativo/2025');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="demonstrativo-pagamentos-2025.pdf"');
    const texto = textoDoPdf(res.rawPayload);
    for (const esperado of [
      'Demonstrativo de pagamentos — ano-calendário 2025',
      'Márcia Demonstrativo',
      formatar(p.cpf),
      `${p.inscricao!.numero}/GO`,
      '18/03/2025',
      String(marco.nufin),
      'R$ 837,25',
      '31/12/2025',
      String(reveillon.nufin),
      'Vacina da gripe',
      'Total pago em 2025',
      'R$ 957,25',
      'Imposto de Renda',
    ]) {
      expect(texto, esperado).toContain(esperado);
    }
    expect(texto).not.toContain(String(depois.nufin));
    expect(texto).not.toContain('Aberto 2025');

    const de2026 = textoDoPdf((await chamar(t, p, 'GET', '/wsapp/financeiro/demonstrativo/2026')).rawPayload);
    expect(de2026).toContain(String(depois.nufin));
    expect(de2026).not.toContain(String(reveillon.nufin));
  });

  it('a year without payments → 200, a statement saying there were none (not an error); a bad year → 400', async () => {
    const p = await criarPessoa(t.db);
    const res = await chamar(t, p, 'GET', '/wsapp/financeiro/demonstrativo/2019');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const texto = textoDoPdf(res.rawPayload);
    expect(texto).toContain('Não há pagamentos confirmados em 2019.');
    expect(texto).toContain('R$ 0,00');
    for (const ano of ['1999', 'abc', '20255']) {
      expect((await chamar(t, p, 'GET', `/wsapp/financeiro/demonstrativo/${ano}`)).statusCode, ano).toBe(400);
    }
    // Another member's payments never count.
    const outro = await criarPessoa(t.db);
    await inserirTitulo(t.db, { pessoaId: outro.pessoaId, vencimento: '2019-05-05', status: 'pago', pagoEm: new Date('2019-05-05T12:00:00Z') });
    expect(textoDoPdf((await chamar(t, p, 'GET', '/wsapp/financeiro/demonstrativo/2019')).rawPayload)).toContain('Não há pagamentos confirmados em 2019.');
    expect(textoDoPdf((await chamar(t, outro, 'GET', '/wsapp/financeiro/demonstrativo/2019')).rawPayload)).not.toContain('Não há pagamentos');
  });

  it('the list says which years have confirmed payments (newest first): the statement offers those and opens on the last', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: '2022-04-29', status: 'pago', pagoEm: new Date('2022-04-20T12:00:00Z') });
    // Paid in 2024 (Brasília), an older debt.
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: '2023-04-28', status: 'pago', pagoEm: new Date('2024-02-01T12:00:00Z') });
    // Open or renegotiated títulos have no payment.
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: '2025-04-30' });
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: '2021-04-30', status: 'renegociado' });
    const res = await chamar(t, p, 'GET', '/wsapp/financeiro/titulos');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().anos).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(res.json().anosComPagamentos).toEqual([2024, 2022]);
    const ninguem = await criarPessoa(t.db);
    expect((await chamar(t, ninguem, 'GET', '/wsapp/financeiro/titulos')).json()).toMatchObject({ anos: [], anosComPagamentos: [] });
  });
});
