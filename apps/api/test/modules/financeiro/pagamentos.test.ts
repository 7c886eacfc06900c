import { ROTULO_STATUS, somarDias } from '@portal/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { andamentos, cobrancas, pagamentos, planos, requerimentos, titulos } from '../../../src/db/schema/index.js';
import { codigoBarrasDaLinha, decomporCodigoBarras } from '../../../src/lib/pagamentos/boleto.js';
import { lerBrCode } from '../../../src/lib/pagamentos/br-code.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { assinarWebhook, corpoPix, notificarBoleto, notificarPix, novoE2e, pagarPeloWebhook, URL_WEBHOOK_BOLETO, URL_WEBHOOK_PIX } from '../../helpers/pagamentos.js';
import { criarRequerimento, criarTitulo, hoje, somarDiasIso, tokenDe } from '../../helpers/requerimentos.js';
import { inserirTaxaDeRequerimento, inserirTitulo } from '../../helpers/titulos.js';

/** Payments with the embedded sandbox provider: charges, the signed webhooks and settlement. */
let t: AppDeTeste;
let membro: PessoaCriada;
let token: string;

beforeAll(async () => {
  t = await criarAppDeTeste({ PIX_CHAVE: 'financeiro@oabgo.teste', PIX_RECEBEDOR_NOME: 'OAB Goiás', PIX_RECEBEDOR_CIDADE: 'Goiânia', BOLETO_CONVENIO: '7654321' });
  membro = await criarPessoa(t.db, { advogado: true });
  token = await tokenDe(t, membro);
});
afterAll(() => t?.close());

const cobrar = async (nufin: number | string, meio: unknown, tk = token) =>
  t.app.inject({ method: 'POST', url: `/wsapp/financeiro/titulos/${nufin}/cobrancas`, headers: { authorization: `Bearer ${tk}` }, payload: { meio } });

/** A título of the member's (origin 'ingresso' unless told: the helper's default anuidade is one per year). */
const novoTitulo = (o: Omit<Parameters<typeof criarTitulo>[1], 'pessoaId'> & { pessoaId?: string }) =>
  criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, ...o });

async function tituloLinha(nufin: number) {
  const [l] = await t.db.select().from(titulos).where(eq(titulos.nufin, nufin));
  return l!;
}

async function contagens() {
  const [p] = await t.db.select({ n: count() }).from(pagamentos);
  const [pagos] = await t.db.select({ n: count() }).from(titulos).where(eq(titulos.status, 'pago'));
  const [concluidas] = await t.db.select({ n: count() }).from(cobrancas).where(eq(cobrancas.status, 'concluida'));
  return { pagamentos: p!.n, pagos: pagos!.n, concluidas: concluidas!.n };
}

describe('POST /financeiro/titulos/:nufin/cobrancas', () => {
  it('PIX: a real static BR Code with the chave, today’s amount and a 25-character txid, reused while it holds', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 20), valorCentavos: 45_678 });
    const res = await cobrar(titulo.nufin, 'pix');
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toContain('no-store');
    const c = res.json();
    expect(c).toMatchObject({ nufin: titulo.nufin, meio: 'pix', valorCentavos: 45_678, vencimento: null, boleto: null });
    expect(c.detalhamento).toEqual({ principalCentavos: 45_678, descontoCentavos: 0, multaCentavos: 0, jurosCentavos: 0, totalCentavos: 45_678, diasAtraso: 0 });
    const lido = lerBrCode(c.pix.copiaECola);
    expect(lido).toMatchObject({ dinamico: false, chave: 'financeiro@oabgo.teste', valorCentavos: 45_678, nome: 'OAB Goias', cidade: 'Goiania', txid: c.pix.txid });
    expect(c.pix.txid).toMatch(/^[A-Za-z0-9]{25}$/);
    expect(c.pix.qrCodeSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const vida = Date.parse(c.expiraEm) - Date.now();
    expect(vida).toBeGreaterThan(3590_000);
    expect(vida).toBeLessThanOrEqual(3600_000);

    const de_novo = await cobrar(titulo.nufin, 'pix');
    expect(de_novo.statusCode).toBe(200);
    expect(de_novo.json().id).toBe(c.id);
    expect(de_novo.json().pix.copiaECola).toBe(c.pix.copiaECola);
    // Nothing is settled by making a charge.
    expect((await tituloLinha(titulo.nufin)).status).toBe('aberto');
  });

  it('boleto: a valid FEBRABAN line under the agreement, due on the título’s date, with an ITF barcode SVG', async () => {
    const vencimento = somarDiasIso(hoje(), 15);
    const titulo = await novoTitulo({ vencimento, valorCentavos: 98_500 });
    const res = await cobrar(titulo.nufin, 'boleto');
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({ meio: 'boleto', valorCentavos: 98_500, vencimento, expiraEm: null, pix: null });
    expect(c.boleto.codigoBarras).toMatch(/^\d{44}$/);
    expect(c.boleto.linhaDigitavel).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(codigoBarrasDaLinha(c.boleto.linhaDigitavel)).toBe(c.boleto.codigoBarras);
    const partes = decomporCodigoBarras(c.boleto.codigoBarras);
    expect(partes).toMatchObject({ banco: '001', moeda: '9', valorCentavos: 98_500 });
    expect(partes.campoLivre).toMatch(/^0000007654321\d{10}17$/);
    const [linha] = await t.db.select().from(cobrancas).where(eq(cobrancas.id, c.id));
    expect(linha!.txid).toBe(partes.campoLivre.slice(6, 23));
    expect(c.boleto.codigoBarrasSvg).toMatch(/^<svg[^>]*role="img"/);
    expect((await cobrar(titulo.nufin, 'boleto')).json().id).toBe(c.id);
  });

  it('an overdue título is charged with fine and interest; its boleto falls due in 3 days', async () => {
    const vencimento = somarDiasIso(hoje(), -30);
    const titulo = await novoTitulo({ vencimento, valorCentavos: 100_000 });
    const c = (await cobrar(titulo.nufin, 'boleto')).json();
    // 2 % fine once + 1 % a month pro rata die for 30 days.
    expect(c.detalhamento).toEqual({ principalCentavos: 100_000, descontoCentavos: 0, multaCentavos: 2_000, jurosCentavos: 1_000, totalCentavos: 103_000, diasAtraso: 30 });
    expect(c.valorCentavos).toBe(103_000);
    expect(c.vencimento).toBe(somarDias(hoje(), 3));
    expect(decomporCodigoBarras(c.boleto.codigoBarras).valorCentavos).toBe(103_000);
  });

  it('the anuidade’s early discount is charged to a member up to date, and the boleto falls due on its last day', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const tk = await tokenDe(t, p);
    const descontoAte = somarDiasIso(hoje(), 5);
    const anuidade = await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', descricao: 'Anuidade', exercicio: 2099, vencimento: somarDiasIso(hoje(), 40), valorCentavos: 98_500, descontoCentavos: 14_775, descontoAte });
    const c = (await cobrar(anuidade.nufin, 'boleto', tk)).json();
    expect(c.valorCentavos).toBe(98_500 - 14_775);
    expect(c.vencimento).toBe(descontoAte);

    // Another overdue debt: no longer up to date, no discount (a new charge replaces the old one).
    await criarTitulo(t.db, { pessoaId: p.pessoaId, origem: 'multa', vencimento: somarDiasIso(hoje(), -10), valorCentavos: 5_000 });
    const sem = await cobrar(anuidade.nufin, 'boleto', tk);
    expect(sem.statusCode).toBe(201);
    expect(sem.json().valorCentavos).toBe(98_500);
    const [antiga] = await t.db.select().from(cobrancas).where(eq(cobrancas.id, c.id));
    expect(antiga!.status).toBe('substituida');
  });

  it('a new amount or an expiring QR code makes a new charge and retires the old one', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 10), valorCentavos: 10_000 });
    const primeira = (await cobrar(titulo.nufin, 'pix')).json();
    await t.db.update(cobrancas).set({ expiraEm: new Date(Date.now() + 4 * 60_000) }).where(eq(cobrancas.id, primeira.id));
    const segunda = await cobrar(titulo.nufin, 'pix');
    expect(segunda.statusCode).toBe(201);
    expect(segunda.json().id).not.toBe(primeira.id);
    expect(segunda.json().pix.txid).not.toBe(primeira.pix.txid);
    const [velha] = await t.db.select().from(cobrancas).where(eq(cobrancas.id, primeira.id));
    expect(velha!.status).toBe('substituida');

    await t.db.update(titulos).set({ valorCentavos: 12_000 }).where(eq(titulos.nufin, titulo.nufin));
    const terceira = (await cobrar(titulo.nufin, 'pix')).json();
    expect(terceira.valorCentavos).toBe(12_000);
    const ativas = await t.db.select().from(cobrancas).where(sql`${cobrancas.tituloId} = ${titulo.id} and ${cobrancas.status} = 'ativa'`);
    expect(ativas.map((c) => c.id)).toEqual([terceira.id]);
  });

  it('two clicks at once make one charge', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 10), valorCentavos: 7_700 });
    const [a, b] = await Promise.all([cobrar(titulo.nufin, 'pix'), cobrar(titulo.nufin, 'pix')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
  });

  it('another member’s título answers 404 like a missing one; paid, renegotiated and cancelled ones 409 saying why', async () => {
    const outro = await criarPessoa(t.db, { advogado: true });
    const alheio = await novoTitulo({ pessoaId: outro.pessoaId, vencimento: somarDiasIso(hoje(), 10) });
    for (const nufin of [alheio.nufin, 999_999_999]) {
      const res = await cobrar(nufin, 'pix');
      expect(res.statusCode).toBe(404);
      expect(res.json().mensagem).toBe('Título não encontrado.');
    }
    expect(await t.db.select().from(cobrancas).where(eq(cobrancas.tituloId, alheio.id))).toEqual([]);

    const pago = await novoTitulo({ vencimento: hoje(), status: 'pago' });
    expect((await cobrar(pago.nufin, 'pix')).json()).toMatchObject({ mensagem: 'Este título já foi pago.' });
    const reneg = await novoTitulo({ vencimento: hoje() });
    await t.db.update(titulos).set({ status: 'renegociado' }).where(eq(titulos.id, reneg.id));
    const r = await cobrar(reneg.nufin, 'boleto');
    expect(r.statusCode).toBe(409);
    expect(r.json().mensagem).toBe('Este título foi renegociado: pague as parcelas do acordo.');
    await t.db.update(titulos).set({ status: 'cancelado' }).where(eq(titulos.id, reneg.id));
    expect((await cobrar(reneg.nufin, 'pix')).json().mensagem).toBe('Este título foi cancelado.');
  });

  it('bad input answers 400 in Portuguese; no token 401', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 10) });
    const meio = await cobrar(titulo.nufin, 'cartao');
    expect(meio.statusCode).toBe(400);
    expect(meio.json().campos.meio).toBe('Escolha PIX ou boleto.');
    // A malformed nufin answers as an unknown one (issue 10).
    expect((await cobrar('abc', 'pix')).statusCode).toBe(404);
    const extra = await t.app.inject({ method: 'POST', url: `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, headers: { authorization: `Bearer ${token}` }, payload: { meio: 'pix', valorCentavos: 1 } });
    expect(extra.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, payload: { meio: 'pix' } })).statusCode).toBe(401);
  });
});

describe('settlement through the signed webhook', () => {
  it('a PIX notification for the charge settles the título, concludes the charge and cancels the other ways to pay', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 10), valorCentavos: 33_300 });
    const boleto = (await cobrar(titulo.nufin, 'boleto')).json();
    const pix = (await cobrar(titulo.nufin, 'pix')).json();
    const horario = '2026-03-10T14:30:00.000Z';
    const e2e = novoE2e();
    const res = await notificarPix(t, { txid: pix.pix.txid, valor: '333.00', e2e, horario });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recebidos: 1, liquidados: 1, emRevisao: 0, duplicados: 0 });

    const l = await tituloLinha(titulo.nufin);
    expect(l).toMatchObject({ status: 'pago', valorPagoCentavos: 33_300, meioPagamento: 'pix' });
    expect(l.pagoEm!.toISOString()).toBe(horario);
    const porId = new Map((await t.db.select().from(cobrancas).where(eq(cobrancas.tituloId, titulo.id))).map((c) => [c.id, c.status]));
    expect(porId.get(pix.id)).toBe('concluida');
    expect(porId.get(boleto.id)).toBe('cancelada');
    const [p] = await t.db.select().from(pagamentos).where(eq(pagamentos.endToEndId, e2e));
    expect(p).toMatchObject({ situacao: 'liquidado', meio: 'pix', txid: pix.pix.txid, valorCentavos: 33_300, tituloId: titulo.id, cobrancaId: pix.id, motivoRevisao: null });
    expect(p!.payload).toMatchObject({ endToEndId: e2e, infoPagador: 'teste' });

    // The member cannot pay it again.
    expect((await cobrar(titulo.nufin, 'pix')).json().mensagem).toBe('Este título já foi pago.');
  });

  it('ten identical notifications at once settle once: one payment row, the fee’s request moves to enviado once', async () => {
    const req = await criarRequerimento(t.db, { pessoaId: membro.pessoaId, codigo: '401', status: 'aguardando_pagamento' });
    const taxa = await inserirTaxaDeRequerimento(t.db, { pessoaId: membro.pessoaId, requerimentoId: req.id, valorCentavos: 5_000, descricao: 'Taxa de teste' });
    const c = (await cobrar(taxa.nufin, 'pix')).json();
    const corpo = corpoPix({ txid: c.pix.txid, valor: 5_000, e2e: novoE2e() });
    const headers = assinarWebhook(t.app.pagamentos.segredoWebhook, corpo);
    const antes = await contagens();
    const respostas = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers, payload: corpo })));
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const soma = respostas.map((r) => r.json()).reduce((a, b) => ({ liquidados: a.liquidados + b.liquidados, duplicados: a.duplicados + b.duplicados, emRevisao: a.emRevisao + b.emRevisao }));
    expect(soma).toEqual({ liquidados: 1, duplicados: 9, emRevisao: 0 });
    const depois = await contagens();
    expect(depois.pagamentos - antes.pagamentos).toBe(1);
    expect(depois.pagos - antes.pagos).toBe(1);
    expect(depois.concluidas - antes.concluidas).toBe(1);

    const [r] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, req.id));
    expect(r!.status).toBe('enviado');
    const confirmacoes = await t.db.select().from(andamentos).where(sql`${andamentos.requerimentoId} = ${req.id} and ${andamentos.acao} = 'confirmar_pagamento'`);
    expect(confirmacoes).toHaveLength(1);
    expect(confirmacoes[0]).toMatchObject({ de: 'aguardando_pagamento', para: 'enviado', autorTipo: 'sistema', autorUsuarioId: null });
    // The member is told (after commit).
    const email = await t.caixa.esperar(membro.email, (m) => m.assunto.includes(req.protocolo!));
    expect(email.assunto).toBe(`Requerimento ${req.protocolo}: ${ROTULO_STATUS.enviado} — Portal unificado`);
  });

  it('an unknown txid, another amount or a título no longer open go to review and never settle', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 10), valorCentavos: 20_000 });
    const c = (await cobrar(titulo.nufin, 'pix')).json();

    const desconhecido = await notificarPix(t, { txid: 'NAOEXISTE1234567890123456', valor: 20_000 });
    expect(desconhecido.json()).toEqual({ recebidos: 1, liquidados: 0, emRevisao: 1, duplicados: 0 });
    const divergente = await notificarPix(t, { txid: c.pix.txid, valor: 19_999 });
    expect(divergente.json()).toMatchObject({ liquidados: 0, emRevisao: 1 });
    expect((await tituloLinha(titulo.nufin)).status).toBe('aberto');
    const [cob] = await t.db.select().from(cobrancas).where(eq(cobrancas.id, c.id));
    expect(cob!.status).toBe('ativa');

    // A boleto's nosso número sent as a PIX txid is not that charge either.
    const b = (await cobrar(titulo.nufin, 'boleto')).json();
    const nossoNumero = b.boleto.codigoBarras.slice(25, 42);
    expect((await notificarPix(t, { txid: nossoNumero, valor: 20_000 })).json()).toMatchObject({ emRevisao: 1 });

    expect((await notificarPix(t, { txid: c.pix.txid, valor: 20_000 })).json()).toMatchObject({ liquidados: 1 });
    // Paid twice (another end-to-end id): the second waits for staff.
    expect((await notificarBoleto(t, { nossoNumero, valor: 20_000 })).json()).toMatchObject({ liquidados: 0, emRevisao: 1 });
    const motivos = await t.db.select({ motivo: pagamentos.motivoRevisao, tituloId: pagamentos.tituloId }).from(pagamentos).where(eq(pagamentos.situacao, 'em_revisao'));
    expect(motivos).toEqual(
      expect.arrayContaining([
        { motivo: 'txid_desconhecido', tituloId: null },
        { motivo: 'valor_divergente', tituloId: titulo.id },
        { motivo: 'titulo_nao_aberto', tituloId: titulo.id },
      ]),
    );
    expect((await tituloLinha(titulo.nufin)).valorPagoCentavos).toBe(20_000);
  });

  it('a boleto paid at the bank settles through the boleto webhook (a payment day is that day in Brasília)', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 10), valorCentavos: 15_050 });
    const c = (await cobrar(titulo.nufin, 'boleto')).json();
    const res = await notificarBoleto(t, { nossoNumero: c.boleto.codigoBarras.slice(25, 42), valor: '150.50', dataPagamento: '2026-04-02' });
    expect(res.json()).toEqual({ recebidos: 1, liquidados: 1, emRevisao: 0, duplicados: 0 });
    const l = await tituloLinha(titulo.nufin);
    expect(l).toMatchObject({ status: 'pago', meioPagamento: 'boleto', valorPagoCentavos: 15_050 });
    expect(l.pagoEm!.toISOString()).toBe('2026-04-02T03:00:00.000Z');
  });

  it('a plan whose installments are all paid becomes quitado', async () => {
    const [plano] = await t.db
      .insert(planos)
      .values({ pessoaId: membro.pessoaId, tipo: 'parcelamento_anuidade', parcelas: 2, principalCentavos: 20_000, totalCentavos: 20_000 })
      .returning();
    const parcela = (k: number) => inserirTitulo(t.db, { pessoaId: membro.pessoaId, origem: 'anuidade', descricao: `Parcela ${k}`, exercicio: 2098, vencimento: somarDiasIso(hoje(), 30 * k), valorCentavos: 10_000, planoId: plano!.id, parcela: k });
    const parcelas = [await parcela(1), await parcela(2)];
    await pagarPeloWebhook(t, token, parcelas[0]!.nufin);
    expect((await t.db.select().from(planos).where(eq(planos.id, plano!.id)))[0]!.status).toBe('ativo');
    const { webhook } = await pagarPeloWebhook(t, token, parcelas[1]!.nufin, 'boleto');
    expect(webhook.json()).toMatchObject({ liquidados: 1 });
    expect((await t.db.select().from(planos).where(eq(planos.id, plano!.id)))[0]!.status).toBe('quitado');
  });
});

describe('webhook signature and body', () => {
  async function preparado() {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 10), valorCentavos: 1_234 });
    const c = (await cobrar(titulo.nufin, 'pix')).json();
    return { titulo, corpo: corpoPix({ txid: c.pix.txid, valor: 1_234 }) };
  }

  it('missing, wrong or stale signatures answer 401 and change nothing', async () => {
    const { titulo, corpo } = await preparado();
    const segredo = t.app.pagamentos.segredoWebhook;
    const certos = assinarWebhook(segredo, corpo);
    const casos: Array<[string, Record<string, string>, string]> = [
      ['sem cabeçalhos', { 'content-type': 'application/json' }, corpo],
      ['sem assinatura', { 'content-type': 'application/json', 'x-portal-timestamp': certos['x-portal-timestamp']! }, corpo],
      ['outro segredo', assinarWebhook('x'.repeat(40), corpo), corpo],
      ['corpo alterado', certos, corpo.replace('12.34', '1.00')],
      ['horário antigo', assinarWebhook(segredo, corpo, Date.now() - 301_000), corpo],
      ['horário futuro', assinarWebhook(segredo, corpo, Date.now() + 360_000), corpo],
      ['timestamp trocado', { ...certos, 'x-portal-timestamp': String(Number(certos['x-portal-timestamp']) - 1) }, corpo],
      ['formato', { ...certos, 'x-portal-signature': 'md5=abc' }, corpo],
    ];
    const antes = await contagens();
    for (const [nome, headers, payload] of casos) {
      const res = await t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers, payload });
      expect(res.statusCode, nome).toBe(401);
      expect(res.json().mensagem, nome).toMatch(/assinatura|janela/);
    }
    for (const url of [URL_WEBHOOK_BOLETO]) {
      expect((await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"boletos":[]}' })).statusCode).toBe(401);
    }
    expect(await contagens()).toEqual(antes);
    expect((await tituloLinha(titulo.nufin)).status).toBe('aberto');
  });

  it('a malformed body with a valid signature answers 400 and changes nothing', async () => {
    const { titulo } = await preparado();
    const segredo = t.app.pagamentos.segredoWebhook;
    const antes = await contagens();
    const corpos = ['{"pix": [', '{"pix": []}', '{"pix": [{"txid": "abc"}]}', '{"pix":[{"endToEndId":"E1","txid":"abc","valor":"12,34","horario":"ontem"}]}', '[]', ''];
    for (const corpo of corpos) {
      const res = await t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers: assinarWebhook(segredo, corpo), payload: corpo });
      expect(res.statusCode, corpo).toBe(400);
      expect(res.json().mensagem, corpo).toMatch(/JSON|Dados inválidos|inválid/);
    }
    const boleto = '{"boletos":[{"idLiquidacao":"X1","nossoNumero":"12a","valorPago":"1.00","dataPagamento":"2026-01-01"}]}';
    expect((await t.app.inject({ method: 'POST', url: URL_WEBHOOK_BOLETO, headers: assinarWebhook(segredo, boleto), payload: boleto })).statusCode).toBe(400);
    expect(await contagens()).toEqual(antes);
    expect((await tituloLinha(titulo.nufin)).status).toBe('aberto');
  });

  it('only JSON, and at most 256 KB', async () => {
    const segredo = t.app.pagamentos.segredoWebhook;
    const texto = await t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers: { ...assinarWebhook(segredo, 'oi'), 'content-type': 'text/plain' }, payload: 'oi' });
    expect(texto.statusCode).toBe(415);
    const grande = JSON.stringify({ pix: [], lixo: 'x'.repeat(300 * 1024) });
    const res = await t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers: assinarWebhook(segredo, grande), payload: grande });
    expect(res.statusCode).toBe(413);
    expect(res.json().mensagem).toBe('A notificação excede o limite de 256 KB.');
  });

  it('never logs bodies, signatures or the secret', async () => {
    const { corpo } = await preparado();
    const headers = assinarWebhook(t.app.pagamentos.segredoWebhook, corpo);
    await t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers, payload: corpo });
    await t.app.inject({ method: 'POST', url: URL_WEBHOOK_PIX, headers: { ...headers, 'x-portal-signature': `sha256=${'0'.repeat(64)}` }, payload: corpo });
    const logs = t.logs();
    expect(logs).toContain('/wsapp/pagamentos/webhook/pix');
    expect(logs).not.toContain(headers['x-portal-signature']!.slice(7));
    expect(logs).not.toContain(t.app.pagamentos.segredoWebhook);
    expect(logs).not.toContain(JSON.parse(corpo).pix[0].endToEndId);
  });
});

describe('a charge that no longer holds', () => {
  /** A member of their own (adimplência counts every título of the person) with an anuidade carrying the early-payment discount. */
  async function anuidadeComDesconto(o: { descontoAte: string; vencimento: string }) {
    const p = await criarPessoa(t.db, { advogado: true });
    const tk = await tokenDe(t, p);
    const anuidade = await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', descricao: 'Anuidade', exercicio: 2097, valorCentavos: 98_500, descontoCentavos: 14_775, ...o });
    return { p, tk, anuidade };
  }

  async function motivoDe(e2eOuTxid: { txid: string }) {
    const linhasP = await t.db.select().from(pagamentos).where(eq(pagamentos.txid, e2eOuTxid.txid));
    return linhasP.map((l) => ({ situacao: l.situacao, motivo: l.motivoRevisao, valor: l.valorCentavos }));
  }

  it('a boleto with the early-payment discount paid after its due date goes to review; on its due date it settles', async () => {
    const vencimento = somarDiasIso(hoje(), 1);
    const { tk, anuidade } = await anuidadeComDesconto({ descontoAte: vencimento, vencimento });
    const c = (await cobrar(anuidade.nufin, 'boleto', tk)).json();
    expect(c).toMatchObject({ valorCentavos: 98_500 - 14_775, vencimento });
    const nossoNumero = c.boleto.codigoBarras.slice(25, 42);

    // Paid 40 days late at the discounted amount: by then the anuidade costs the full amount plus fine and interest.
    const tarde = await notificarBoleto(t, { nossoNumero, valor: c.valorCentavos, dataPagamento: somarDiasIso(hoje(), 40) });
    expect(tarde.json()).toEqual({ recebidos: 1, liquidados: 0, emRevisao: 1, duplicados: 0 });
    expect((await tituloLinha(anuidade.nufin)).status).toBe('aberto');
    expect(await motivoDe({ txid: nossoNumero })).toEqual([{ situacao: 'em_revisao', motivo: 'valor_divergente', valor: 83_725 }]);

    const emDia = await notificarBoleto(t, { nossoNumero, valor: c.valorCentavos, dataPagamento: vencimento });
    expect(emDia.json()).toMatchObject({ liquidados: 1 });
    expect(await tituloLinha(anuidade.nufin)).toMatchObject({ status: 'pago', valorPagoCentavos: 83_725 });
  });

  it('a PIX paid after its QR code expired settles only when it still covers what the título cost that day', async () => {
    const vencido = await novoTitulo({ vencimento: somarDiasIso(hoje(), 10), valorCentavos: 10_000 });
    const c = (await cobrar(vencido.nufin, 'pix')).json();
    // As if the QR code had been made weeks ago: it expired, and the título has fallen due since.
    await t.db.update(cobrancas).set({ expiraEm: new Date(Date.now() - 3_600_000) }).where(eq(cobrancas.id, c.id));
    await t.db.update(titulos).set({ vencimento: somarDiasIso(hoje(), -5) }).where(eq(titulos.id, vencido.id));
    expect((await notificarPix(t, { txid: c.pix.txid, valor: 10_000 })).json()).toMatchObject({ liquidados: 0, emRevisao: 1 });
    expect((await tituloLinha(vencido.nufin)).status).toBe('aberto');
    expect(await motivoDe({ txid: c.pix.txid })).toEqual([{ situacao: 'em_revisao', motivo: 'valor_divergente', valor: 10_000 }]);

    // Expired too, but the título is not due yet: the amount still holds, and it settles.
    const emDia = await novoTitulo({ vencimento: somarDiasIso(hoje(), 10), valorCentavos: 10_000 });
    const c2 = (await cobrar(emDia.nufin, 'pix')).json();
    await t.db.update(cobrancas).set({ expiraEm: new Date(Date.now() - 3_600_000) }).where(eq(cobrancas.id, c2.id));
    expect((await notificarPix(t, { txid: c2.pix.txid, valor: 10_000 })).json()).toMatchObject({ liquidados: 1 });
  });

  it('a replaced charge paid at its old, lower amount goes to review; the current one settles', async () => {
    const { p, tk, anuidade } = await anuidadeComDesconto({ descontoAte: somarDiasIso(hoje(), 5), vencimento: somarDiasIso(hoje(), 40) });
    const antiga = (await cobrar(anuidade.nufin, 'pix', tk)).json();
    expect(antiga.valorCentavos).toBe(83_725);
    // Another debt falls overdue: no discount any more, a new charge replaces the first.
    await criarTitulo(t.db, { pessoaId: p.pessoaId, origem: 'multa', vencimento: somarDiasIso(hoje(), -10), valorCentavos: 5_000 });
    const atual = (await cobrar(anuidade.nufin, 'pix', tk)).json();
    expect(atual.valorCentavos).toBe(98_500);

    expect((await notificarPix(t, { txid: antiga.pix.txid, valor: 83_725 })).json()).toMatchObject({ liquidados: 0, emRevisao: 1 });
    expect(await motivoDe({ txid: antiga.pix.txid })).toEqual([{ situacao: 'em_revisao', motivo: 'valor_divergente', valor: 83_725 }]);
    expect((await tituloLinha(anuidade.nufin)).status).toBe('aberto');
    expect((await notificarPix(t, { txid: atual.pix.txid, valor: 98_500 })).json()).toMatchObject({ liquidados: 1 });
  });
});

describe('what a notification may carry', () => {
  const assinado = (url: string, corpo: string) => t.app.inject({ method: 'POST', url, headers: assinarWebhook(t.app.pagamentos.segredoWebhook, corpo), payload: corpo });

  /** An object nested `n` levels deep. */
  const aninhado = (n: number): unknown => (n === 0 ? 'fim' : { dentro: aninhado(n - 1) });

  it('control characters anywhere in an item refuse the whole notification (400) before anything is written', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 10), valorCentavos: 4_321 });
    const c = (await cobrar(titulo.nufin, 'pix')).json();
    const b = (await cobrar(titulo.nufin, 'boleto')).json();
    const bom = () => ({ endToEndId: novoE2e(), txid: c.pix.txid, valor: '43.21', horario: new Date().toISOString() });
    const casos: Array<[string, Record<string, unknown>, string]> = [
      ['NUL em infoPagador', { infoPagador: 'Fulano\u0000de Tal' }, 'pix.1.infoPagador'],
      ['controle num campo extra', { devolucoes: [{ motivo: 'a\u0007b' }] }, 'pix.1.devolucoes.0.motivo'],
      ['NUL numa chave', { 'extra\u0000': 1 }, 'pix.1'],
      ['surrogate solto', { infoPagador: 'x\ud800y' }, 'pix.1.infoPagador'],
    ];
    const antes = await contagens();
    for (const [nome, extra, campo] of casos) {
      // The first item is a good one: it must not settle either.
      const corpo = JSON.stringify({ pix: [bom(), { ...bom(), ...extra }] });
      const res = await assinado(URL_WEBHOOK_PIX, corpo);
      expect(res.statusCode, nome).toBe(400);
      expect(res.json().mensagem, nome).toContain('caracteres de controle');
      expect(Object.keys(res.json().campos ?? {}), nome).toContain(campo);
    }
    const fundo = await assinado(URL_WEBHOOK_PIX, JSON.stringify({ pix: [{ ...bom(), extra: aninhado(20) }] }));
    expect(fundo.statusCode).toBe(400);
    expect(fundo.json().mensagem).toContain('aninhada demais');

    const nossoNumero = b.boleto.codigoBarras.slice(25, 42);
    const boleto = JSON.stringify({ boletos: [{ idLiquidacao: 'L-NUL-1', nossoNumero, valorPago: '43.21', dataPagamento: hoje(), banco: { agencia: '12\u00003' } }] });
    const rb = await assinado(URL_WEBHOOK_BOLETO, boleto);
    expect(rb.statusCode).toBe(400);
    expect(rb.json().campos).toHaveProperty(['boletos.0.banco.agencia']);

    expect(await contagens()).toEqual(antes);
    expect((await tituloLinha(titulo.nufin)).status).toBe('aberto');
    // Ordinary extra fields are kept with the payment.
    const ok = await assinado(URL_WEBHOOK_PIX, JSON.stringify({ pix: [{ ...bom(), infoPagador: 'Pagamento de anuidade — ok', devolucoes: [] }] }));
    expect(ok.json()).toMatchObject({ liquidados: 1 });
  });

  it('payment dates outside the years 2000 to 2100 answer 400 and change nothing', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 10), valorCentavos: 1_111 });
    const c = (await cobrar(titulo.nufin, 'pix')).json();
    const b = (await cobrar(titulo.nufin, 'boleto')).json();
    const antes = await contagens();
    for (const horario of ['0000-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '2101-01-01T00:00:00Z', '9999-12-31T23:59:59Z']) {
      const res = await assinado(URL_WEBHOOK_PIX, corpoPix({ txid: c.pix.txid, valor: 1_111, horario }));
      expect(res.statusCode, horario).toBe(400);
      expect(res.json().campos['pix.0.horario'], horario).toBe('Use uma data entre os anos 2000 e 2100.');
    }
    for (const dataPagamento of ['0001-01-01', '2101-01-01T00:00:00-03:00']) {
      const res = await notificarBoleto(t, { nossoNumero: b.boleto.codigoBarras.slice(25, 42), valor: 1_111, dataPagamento });
      expect(res.statusCode, dataPagamento).toBe(400);
      expect(res.json().campos['boletos.0.dataPagamento'], dataPagamento).toBe('Use uma data entre os anos 2000 e 2100.');
    }
    expect(await contagens()).toEqual(antes);
    expect((await tituloLinha(titulo.nufin)).status).toBe('aberto');
  });
});

describe('a request cancelled with its fee unpaid', () => {
  it('cancels the fee and its active charges; a payment that still arrives goes to review', async () => {
    const req = await criarRequerimento(t.db, { pessoaId: membro.pessoaId, codigo: '401', status: 'aguardando_pagamento' });
    const taxa = await inserirTaxaDeRequerimento(t.db, { pessoaId: membro.pessoaId, requerimentoId: req.id, valorCentavos: 6_500 });
    const pix = (await cobrar(taxa!.nufin, 'pix')).json();
    const boleto = (await cobrar(taxa!.nufin, 'boleto')).json();

    const res = await t.app.inject({ method: 'POST', url: `/wsapp/requerimentos/${req.id}/cancelar`, headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect((await tituloLinha(taxa!.nufin)).status).toBe('cancelado');
    const situacoes = await t.db.select({ id: cobrancas.id, status: cobrancas.status }).from(cobrancas).where(eq(cobrancas.tituloId, taxa!.id));
    expect(new Map(situacoes.map((s) => [s.id, s.status]))).toEqual(new Map([[pix.id, 'cancelada'], [boleto.id, 'cancelada']]));

    const tarde = await notificarPix(t, { txid: pix.pix.txid, valor: 6_500 });
    expect(tarde.json()).toMatchObject({ liquidados: 0, emRevisao: 1 });
    const [p] = await t.db.select().from(pagamentos).where(eq(pagamentos.txid, pix.pix.txid));
    expect(p).toMatchObject({ situacao: 'em_revisao', motivoRevisao: 'titulo_nao_aberto', tituloId: taxa!.id });
  });
});
