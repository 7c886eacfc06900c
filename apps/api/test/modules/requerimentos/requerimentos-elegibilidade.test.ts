import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { andamentos, requerimentos, titulos } from '../../../src/db/schema/index.js';
import { aplicarTransicao } from '../../../src/modules/requerimentos/transicoes.js';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { inserirTitulo } from '../../helpers/financeiro-membro.js';
import { formatarCentavos } from '@portal/contracts';
import { anexarObrigatorios, chamar, criarRequerimento, criarTitulo, dadosValidos, devidoHojeDosVencidos, hoje, somarDiasIso } from '../../helpers/requerimentos.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.close());

const br = (iso: string) => iso.split('-').reverse().join('/');

async function elegibilidade(p: PessoaCriada, codigo: string) {
  const res = await chamar(t, p, 'GET', `/wsapp/requerimentos/tipos/${codigo}/elegibilidade`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A lawyer behind on fees, like the demo's Joana: two overdue anuidades. */
async function inadimplente() {
  const p = await criarPessoa(t.db, { advogado: true, nome: 'Joana Devedora' });
  await criarTitulo(t.db, { pessoaId: p.pessoaId, vencimento: '2023-03-31', valorCentavos: 98_765 });
  await criarTitulo(t.db, { pessoaId: p.pessoaId, vencimento: '2024-03-31', valorCentavos: 98_765 });
  return p;
}

describe('being up to date (adimplência)', () => {
  it('a member with overdue títulos is refused, told how many and how much (what they cost today), with a link to the pendências', async () => {
    const joana = await inadimplente();
    const e = await elegibilidade(joana, '262');
    // Two anuidades of R$ 987,65 past due for years: with their fine and interest, what /financeiro shows.
    const hojeCentavos = await devidoHojeDosVencidos(t, joana);
    expect(hojeCentavos).toBeGreaterThan(2 * 98_765);
    expect(e).toEqual({
      elegivel: false,
      opcoesPai: [],
      motivos: [
        {
          codigo: 'INADIMPLENTE',
          mensagem: `Para pedir auxílio maternidade é preciso estar em dia com a OAB. Você tem 2 títulos vencidos, no total de ${formatarCentavos(hojeCentavos)}.`,
          link: { rotulo: 'Ver pendências', href: '/requerimento-pendente' },
        },
      ],
    });
    const res = await chamar(t, joana, 'POST', '/wsapp/requerimentos', { codigo: '262', dados: dadosValidos('262') });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ codigo: 'INELEGIVEL', mensagem: e.motivos[0].mensagem });
    expect(await t.db.select().from(requerimentos).where(eq(requerimentos.pessoaId, joana.pessoaId))).toHaveLength(0);
    // A type that does not require it is still open to her.
    expect((await elegibilidade(joana, '264')).elegivel).toBe(true);
  });

  it('open títulos not yet due and paid ones do not block', async () => {
    const maria = await criarPessoa(t.db, { advogado: true });
    await criarTitulo(t.db, { pessoaId: maria.pessoaId, vencimento: `${hoje().slice(0, 4)}-12-31` });
    await criarTitulo(t.db, { pessoaId: maria.pessoaId, vencimento: '2024-03-31', status: 'pago' });
    await criarTitulo(t.db, { pessoaId: maria.pessoaId, vencimento: hoje(), origem: 'multa' });
    expect(await elegibilidade(maria, '262')).toEqual({ elegivel: true, motivos: [], opcoesPai: [] });
  });

  it('only debts count (anuidade, parcela de acordo, multa): an overdue request fee, vaccine or ticket leaves the member up to date', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    for (const origem of ['taxa_requerimento', 'vacina', 'ingresso'] as const) {
      await criarTitulo(t.db, { pessoaId: p.pessoaId, vencimento: '2024-03-31', origem, valorCentavos: 3_000 });
    }
    expect(await elegibilidade(p, '262')).toEqual({ elegivel: true, motivos: [], opcoesPai: [] });
    const r = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '262', dados: dadosValidos('262') });
    expect(r.statusCode, r.body).toBe(201);

    for (const origem of ['multa', 'parcela_acordo'] as const) {
      const devedor = await criarPessoa(t.db, { advogado: true });
      await criarTitulo(t.db, { pessoaId: devedor.pessoaId, vencimento: '2024-03-31', origem, valorCentavos: 10_000 });
      await criarTitulo(t.db, { pessoaId: devedor.pessoaId, vencimento: '2024-03-31', origem: 'taxa_requerimento', valorCentavos: 3_000 });
      const e = await elegibilidade(devedor, '262');
      expect(e.elegivel, origem).toBe(false);
      expect(e.motivos[0].mensagem, origem).toContain(`Você tem 1 título vencido, no total de ${formatarCentavos(await devidoHojeDosVencidos(t, devedor))}.`);
    }
  });

  it('an unpaid fee past its due date does not block, and cancelling the request waiting for it cancels the título in the same transaction', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const rascunho = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '401', status: 'rascunho' });
    await anexarObrigatorios(t.db, rascunho.id, '401');
    const enviado = await chamar(t, p, 'POST', `/wsapp/requerimentos/${rascunho.id}/enviar`);
    expect(enviado.statusCode, enviado.body).toBe(200);
    expect(enviado.json()).toMatchObject({ status: 'aguardando_pagamento', tituloTaxa: { status: 'aberto' } });
    // The fee's due date passes unpaid: the member is still up to date for everything else.
    await t.db.update(titulos).set({ vencimento: somarDiasIso(hoje(), -10) }).where(eq(titulos.referenciaId, rascunho.id));
    expect((await elegibilidade(p, '262')).elegivel).toBe(true);

    // Inside a transaction that fails, the cancellation and the título's go back together.
    await expect(
      t.db.transaction(async (tx) => {
        await aplicarTransicao(t.app, { requerimentoId: rascunho.id, acao: 'cancelar', ator: { tipo: 'membro', usuarioId: p.usuarioId }, tx });
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    const [aindaAberto] = await t.db.select().from(titulos).where(eq(titulos.referenciaId, rascunho.id));
    expect(aindaAberto?.status).toBe('aberto');

    const cancelado = await chamar(t, p, 'POST', `/wsapp/requerimentos/${rascunho.id}/cancelar`, { motivo: 'Não preciso mais.' });
    expect(cancelado.statusCode, cancelado.body).toBe(200);
    expect(cancelado.json()).toMatchObject({ status: 'cancelado', tituloTaxa: { status: 'cancelado', vencido: false } });
    const [titulo] = await t.db.select().from(titulos).where(eq(titulos.referenciaId, rascunho.id));
    expect(titulo?.status).toBe('cancelado');
    const pendencias = await chamar(t, p, 'GET', '/wsapp/requerimentos/pendencias');
    expect(pendencias.json()).toMatchObject({ aguardandoPagamento: [], titulosAbertos: [] });
  });

  it('pendências and the refusal count a discount only while it holds: never past its date, never once overdue', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    // An anuidade whose early-payment discount ended yesterday, not yet due; and an overdue one that had a discount.
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDiasIso(hoje(), 30), exercicio: 2090, valorCentavos: 98_500, descontoCentavos: 14_775, descontoAte: somarDiasIso(hoje(), -1) });
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDiasIso(hoje(), -2), exercicio: 2089, valorCentavos: 98_500, descontoCentavos: 14_775, descontoAte: somarDiasIso(hoje(), -40) });
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDiasIso(hoje(), 60), exercicio: 2091, valorCentavos: 98_500, descontoCentavos: 14_775, descontoAte: somarDiasIso(hoje(), 10) });
    const pendencias = (await chamar(t, p, 'GET', '/wsapp/requerimentos/pendencias')).json() as { titulosAbertos: { exercicio: number; valorCentavos: number }[] };
    const valores = Object.fromEntries(pendencias.titulosAbertos.map((x) => [x.exercicio, x.valorCentavos]));
    // Overdue two days: no discount, but its fine (2 %) and two days of interest (1 % a month): R$ 985,00 + 19,70 + 0,66.
    expect(valores).toEqual({ 2089: 100_536, 2090: 98_500, 2091: 83_725 });
    const eleg = (await chamar(t, p, 'GET', '/wsapp/requerimentos/tipos/262/elegibilidade')).json() as { motivos: { mensagem: string }[] };
    expect(eleg.motivos.map((m) => m.mensagem).join(' ')).toContain('1 título vencido, no total de R$ 1.005,36');
  });

  it('sending checks again: a draft made while up to date is refused once a título is overdue', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const r = (await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '262', dados: dadosValidos('262') })).json();
    await anexarObrigatorios(t.db, r.id, '262');
    await criarTitulo(t.db, { pessoaId: p.pessoaId, vencimento: somarDiasIso(hoje(), -1), valorCentavos: 50_000 });
    // Saving the draft is still allowed (only the form-dependent rules apply there)...
    expect((await chamar(t, p, 'PUT', `/wsapp/requerimentos/${r.id}`, { dados: dadosValidos('262') })).statusCode).toBe(200);
    // ...sending is not.
    const res = await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/enviar`);
    expect(res.statusCode).toBe(422);
    // A day overdue: R$ 500,00 with its 2 % fine and a day of interest (R$ 0,17).
    expect(res.json()).toMatchObject({ codigo: 'INELEGIVEL', mensagem: expect.stringContaining('1 título vencido, no total de R$ 510,17') });
    const [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, r.id));
    expect(linha).toMatchObject({ status: 'rascunho', protocolo: null });
  });
});

describe('lawyers only', () => {
  it('a person without an inscrição cannot ask for a lawyers-only type; other types stay open', async () => {
    const colaborador = await criarPessoa(t.db);
    const e = await elegibilidade(colaborador, '262');
    expect(e.elegivel).toBe(false);
    expect(e.motivos).toEqual([{ codigo: 'NAO_ADVOGADO', mensagem: 'Só advogados e advogadas inscritos na OAB podem pedir auxílio maternidade.', link: null }]);
    expect((await chamar(t, colaborador, 'POST', '/wsapp/requerimentos', { codigo: '401', dados: dadosValidos('401') })).statusCode).toBe(422);
    // Funeral aid is asked by a dependant, who need not be a lawyer.
    expect((await elegibilidade(colaborador, '265')).elegivel).toBe(true);
    expect((await chamar(t, colaborador, 'POST', '/wsapp/requerimentos', { codigo: '265', dados: dadosValidos('265') })).statusCode).toBe(201);
  });

  it('unknown type → 404; a malformed code answers exactly as an unknown one', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const desconhecido = await chamar(t, p, 'GET', '/wsapp/requerimentos/tipos/999/elegibilidade');
    expect(desconhecido.statusCode).toBe(404);
    const res = await chamar(t, p, 'GET', '/wsapp/requerimentos/tipos/12x/elegibilidade');
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe(desconhecido.json().mensagem);
  });
});

describe('deadline from the event', () => {
  it('an event too long ago is refused with the date the deadline ended, on the field', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const res = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '262', dados: { ...dadosValidos('262'), dataEvento: '2020-01-15' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      codigo: 'INELEGIVEL',
      mensagem: 'O prazo para pedir auxílio maternidade terminou em 15/01/2021.',
      campos: { dataEvento: 'O prazo para pedir auxílio maternidade terminou em 15/01/2021.' },
    });
  });

  it('saving a draft with a date out of the deadline is refused too', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const r = (await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '265', dados: dadosValidos('265') })).json();
    const res = await chamar(t, p, 'PUT', `/wsapp/requerimentos/${r.id}`, { dados: { ...dadosValidos('265'), dataObito: '2021-06-01' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().mensagem).toBe('O prazo para pedir auxílio funeral terminou em 01/06/2022.');
  });
});

describe('269 recurso contra indeferimento', () => {
  it('offers and accepts the member\'s own CASAG request denied within 15 business days', async () => {
    const p = await criarPessoa(t.db);
    const negado = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '264', status: 'indeferido', decididoEm: new Date() });
    const e = await elegibilidade(p, '269');
    expect(e.elegivel).toBe(true);
    expect(e.opcoesPai).toEqual([
      expect.objectContaining({ id: negado.id, protocolo: negado.protocolo, titulo: 'Auxílio extraordinário', status: 'indeferido', data: hoje() }),
    ]);
    expect(e.opcoesPai[0].limite > hoje()).toBe(true);
    const res = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '269', dados: dadosValidos('269', { paiId: negado.id }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pai).toEqual({ id: negado.id, protocolo: negado.protocolo, titulo: 'Auxílio extraordinário' });
    // One appeal per decision: the same parent is no longer offered nor accepted.
    expect((await elegibilidade(p, '269')).opcoesPai).toEqual([]);
    const outra = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '269', dados: dadosValidos('269', { paiId: negado.id }) });
    expect(outra.statusCode).toBe(422);
    expect(outra.json().campos).toHaveProperty('requerimento');
  });

  it("refuses someone else's denied request, a request that was not denied, and one denied too long ago (with the date)", async () => {
    const p = await criarPessoa(t.db);
    const outro = await criarPessoa(t.db);
    const alheio = await criarRequerimento(t.db, { pessoaId: outro.pessoaId, codigo: '264', status: 'indeferido', decididoEm: new Date() });
    const deferido = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '264', status: 'deferido', decididoEm: new Date() });
    // Decided on Monday 02/03/2020: the 15th business day after it is 23/03/2020.
    const antigo = await criarRequerimento(t.db, {
      pessoaId: p.pessoaId,
      codigo: '264',
      status: 'indeferido',
      decididoEm: new Date('2020-03-02T15:00:00Z'),
    });
    const e = await elegibilidade(p, '269');
    expect(e.elegivel).toBe(false);
    expect(e.opcoesPai).toEqual([]);
    expect(e.motivos[0].codigo).toBe('SEM_REQUERIMENTO_PAI');

    const tentar = (paiId: string) => chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '269', dados: dadosValidos('269', { paiId }) });
    const a = await tentar(alheio.id);
    expect(a.statusCode).toBe(422);
    expect(a.json()).toMatchObject({ codigo: 'INELEGIVEL', mensagem: 'Escolha um dos seus requerimentos indeferidos.' });
    const d = await tentar(deferido.id);
    expect(d.statusCode).toBe(422);
    expect(d.json().mensagem).toMatch(/não está indeferido/);
    const velho = await tentar(antigo.id);
    expect(velho.statusCode).toBe(422);
    expect(velho.json()).toMatchObject({
      codigo: 'INELEGIVEL',
      mensagem: 'O prazo para pedir recurso contra indeferimento terminou em 23/03/2020.',
      campos: { requerimento: 'O prazo para pedir recurso contra indeferimento terminou em 23/03/2020.' },
    });
    expect(await t.db.select().from(requerimentos).where(eq(requerimentos.paiId, alheio.id))).toHaveLength(0);
  });
});

describe('273 juntada de documentos', () => {
  it('answers the own request in diligência: sent, and the parent goes back to analysis with the deadline cleared', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const prazo = somarDiasIso(hoje(), 5);
    const pai = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '264', status: 'em_diligencia', prazoDiligencia: prazo });
    const e = await elegibilidade(p, '273');
    expect(e.opcoesPai).toEqual([expect.objectContaining({ id: pai.id, status: 'em_diligencia', data: prazo, limite: prazo })]);

    const r = (await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '273', dados: dadosValidos('273', { paiId: pai.id }) })).json();
    await anexarObrigatorios(t.db, r.id, '273');
    const res = await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/enviar`);
    expect(res.statusCode, res.body).toBe(200);
    const enviado = res.json();
    expect(enviado.status).toBe('enviado');

    const [linhaPai] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, pai.id));
    expect(linhaPai).toMatchObject({ status: 'em_analise', prazoDiligencia: null });
    const hist = await t.db.select().from(andamentos).where(eq(andamentos.requerimentoId, pai.id));
    expect(hist.find((a) => a.acao === 'responder_diligencia')).toMatchObject({
      de: 'em_diligencia',
      para: 'em_analise',
      autorTipo: 'sistema',
      texto: `Diligência respondida pelo requerimento ${enviado.protocolo}.`,
    });
    const detalhePai = (await chamar(t, p, 'GET', `/wsapp/requerimentos/${pai.id}`)).json();
    expect(detalhePai.status).toBe('em_analise');

    // A new diligência on the same request opens a new round: it can be answered again, once.
    const staff = await criarPessoa(t.db, { permissoes: ['CLI_PermissaoRequerimentos'] });
    await aplicarTransicao(t.app, {
      requerimentoId: pai.id,
      acao: 'pedir_diligencia',
      ator: { tipo: 'staff', usuarioId: staff.usuarioId },
      motivo: 'Falta o comprovante de renda',
      prazo: somarDiasIso(hoje(), 8),
    });
    expect((await elegibilidade(p, '273')).opcoesPai.map((o: { id: string }) => o.id)).toEqual([pai.id]);
    const segunda = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '273', dados: dadosValidos('273', { paiId: pai.id }) });
    expect(segunda.statusCode, segunda.body).toBe(201);
    expect((await elegibilidade(p, '273')).opcoesPai).toEqual([]);
    const terceira = await chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '273', dados: dadosValidos('273', { paiId: pai.id }) });
    expect(terceira.statusCode).toBe(422);
    expect(terceira.json().mensagem).toBe('Já existe um pedido de juntada de documentos à decisão interlocutória para o requerimento escolhido.');
  });

  it("refuses someone else's request, a diligência past its deadline, and sending after the parent left diligência", async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const outro = await criarPessoa(t.db, { advogado: true });
    const alheio = await criarRequerimento(t.db, { pessoaId: outro.pessoaId, codigo: '264', status: 'em_diligencia' });
    const vencida = await criarRequerimento(t.db, {
      pessoaId: p.pessoaId,
      codigo: '264',
      status: 'em_diligencia',
      prazoDiligencia: somarDiasIso(hoje(), -1),
    });
    const tentar = (paiId: string) => chamar(t, p, 'POST', '/wsapp/requerimentos', { codigo: '273', dados: dadosValidos('273', { paiId }) });
    const a = await tentar(alheio.id);
    expect(a.statusCode).toBe(422);
    expect(a.json().mensagem).toBe('Escolha um dos seus requerimentos em diligência.');
    const v = await tentar(vencida.id);
    expect(v.statusCode).toBe(422);
    expect(v.json().mensagem).toBe(`O prazo para pedir juntada de documentos à decisão interlocutória terminou em ${br(somarDiasIso(hoje(), -1))}.`);

    const aberto = await criarRequerimento(t.db, { pessoaId: p.pessoaId, codigo: '264', status: 'em_diligencia' });
    const r = (await tentar(aberto.id)).json();
    await anexarObrigatorios(t.db, r.id, '273');
    await t.db.update(requerimentos).set({ status: 'arquivado', prazoDiligencia: null }).where(eq(requerimentos.id, aberto.id));
    const res = await chamar(t, p, 'POST', `/wsapp/requerimentos/${r.id}/enviar`);
    expect(res.statusCode).toBe(422);
    expect(res.json().codigo).toBe('INELEGIVEL');
    const [linha] = await t.db.select().from(requerimentos).where(eq(requerimentos.id, r.id));
    expect(linha?.status).toBe('rascunho');
  });
});
