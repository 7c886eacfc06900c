import { formatarCpf } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, cobrancas, pagamentos, titulos } from '../../../src/db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste, type DatabaseDeTeste } from '../../helpers/app.js';
import { bancoIsolado } from '../../helpers/banco-isolado.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { notificarPix } from '../../helpers/pagamentos.js';
import { chamar, criarTitulo, hoje, somarDiasIso } from '../../helpers/requerimentos.js';

/** Staff finance: search títulos, 'simular pagamento' (sandbox) and the review list. Own database: the list is counted. */
let banco: DatabaseDeTeste;
let t: AppDeTeste;
let financeiro: PessoaCriada;
let semFinanceiro: PessoaCriada;
let membro: PessoaCriada;

beforeAll(async () => {
  banco = await bancoIsolado();
  t = await criarAppDeTeste({}, { banco });
  [financeiro, semFinanceiro, membro] = await Promise.all([
    criarPessoa(t.db, { nome: 'Ana Financeiro', permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoFinanceiro'] }),
    criarPessoa(t.db, { permissoes: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoRequerimentos'] }),
    criarPessoa(t.db, { advogado: true, nome: 'Bruno Membro' }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await banco?.close();
});

const novoTitulo = (o: { vencimento: string; valorCentavos?: number; pessoaId?: string }) =>
  criarTitulo(t.db, { origem: 'ingresso', pessoaId: membro.pessoaId, ...o });

describe('GET /area-restrita/financeiro/titulos', () => {
  it('by CPF (with or without punctuation): the person’s títulos newest first, with the owner; by nufin: that one', async () => {
    const antigo = await novoTitulo({ vencimento: '2024-05-10' });
    const novo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 20), valorCentavos: 1_500 });
    const outro = await criarPessoa(t.db, { advogado: true });
    await novoTitulo({ vencimento: hoje(), pessoaId: outro.pessoaId });

    for (const busca of [membro.cpf, formatarCpf(membro.cpf)]) {
      const res = await chamar(t, financeiro, 'GET', `/wsapp/area-restrita/financeiro/titulos?busca=${encodeURIComponent(busca)}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-store');
      const body = res.json();
      expect(body.simulacaoDisponivel).toBe(true);
      expect(body.itens.map((i: { nufin: number }) => i.nufin)).toEqual([novo.nufin, antigo.nufin]);
      expect(body.itens[0]).toMatchObject({ pessoa: { id: membro.pessoaId, nome: 'Bruno Membro', cpf: membro.cpf }, status: 'aberto', acoes: ['pagar'] });
      expect(body.itens[0].devido.totalCentavos).toBe(1_500);
      expect(body.itens[1]).toMatchObject({ vencido: true });
    }
    const um = (await chamar(t, financeiro, 'GET', `/wsapp/area-restrita/financeiro/titulos?busca=${antigo.nufin}`)).json();
    expect(um.itens.map((i: { id: string }) => i.id)).toEqual([antigo.id]);
    expect((await chamar(t, financeiro, 'GET', '/wsapp/area-restrita/financeiro/titulos?busca=52998224725')).json().itens).toEqual([]);
  });

  it('bad searches answer 400 in Portuguese; without the finance permission 403', async () => {
    for (const busca of ['joao', '123.456', '1234567890123456', '']) {
      const res = await chamar(t, financeiro, 'GET', `/wsapp/area-restrita/financeiro/titulos?busca=${encodeURIComponent(busca)}`);
      expect(res.statusCode, busca).toBe(400);
      expect(res.json().mensagem, busca).toMatch(/CPF|número do título/);
    }
    for (const quem of [semFinanceiro, membro]) {
      expect((await chamar(t, quem, 'GET', `/wsapp/area-restrita/financeiro/titulos?busca=${membro.cpf}`)).statusCode).toBe(403);
    }
  });
});

describe('POST /area-restrita/financeiro/titulos/:nufin/simular-pagamento', () => {
  it('PIX: makes today’s charge when there is none, settles it through the signed webhook, and is audited', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 5), valorCentavos: 12_345 });
    const res = await chamar(t, financeiro, 'POST', `/wsapp/area-restrita/financeiro/titulos/${titulo.nufin}/simular-pagamento`, { meio: 'pix' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.resultado).toBe('liquidado');
    expect(body.titulo).toMatchObject({ nufin: titulo.nufin, status: 'pago', valorPagoCentavos: 12_345, meioPagamento: 'pix', acoes: ['recibo'], pessoa: { id: membro.pessoaId } });

    const [cob] = await t.db.select().from(cobrancas).where(eq(cobrancas.tituloId, titulo.id));
    expect(cob).toMatchObject({ meio: 'pix', status: 'concluida', valorCentavos: 12_345, provedor: 'sandbox' });
    const [p] = await t.db.select().from(pagamentos).where(eq(pagamentos.txid, cob!.txid));
    expect(p).toMatchObject({ situacao: 'liquidado', valorCentavos: 12_345 });
    expect(p!.endToEndId).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
    const [evento] = await t.db.select().from(auditoria).where(and(eq(auditoria.acao, 'pagamento_simulado'), eq(auditoria.usuarioId, financeiro.usuarioId)));
    expect(evento!.detalhes).toMatchObject({ nufin: titulo.nufin, meio: 'pix', resultado: 'liquidado' });

    const de_novo = await chamar(t, financeiro, 'POST', `/wsapp/area-restrita/financeiro/titulos/${titulo.nufin}/simular-pagamento`, { meio: 'pix' });
    expect(de_novo.statusCode).toBe(409);
    expect(de_novo.json().mensagem).toBe('Este título já foi pago.');
  });

  it('boleto: pays the charge the member has on screen (the same nosso número)', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 5), valorCentavos: 8_000 });
    const doMembro = (await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'boleto' })).json();
    const res = await chamar(t, financeiro, 'POST', `/wsapp/area-restrita/financeiro/titulos/${titulo.nufin}/simular-pagamento`, { meio: 'boleto' });
    expect(res.json()).toMatchObject({ resultado: 'liquidado', titulo: { status: 'pago', meioPagamento: 'boleto' } });
    const [cob] = await t.db.select().from(cobrancas).where(eq(cobrancas.id, doMembro.id));
    expect(cob!.status).toBe('concluida');
  });

  it('unknown título 404; bad input 400; without the finance permission 403 and nothing is paid', async () => {
    expect((await chamar(t, financeiro, 'POST', '/wsapp/area-restrita/financeiro/titulos/987654321/simular-pagamento', { meio: 'pix' })).json().mensagem).toBe(
      'Título não encontrado.',
    );
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 5) });
    const ruim = await chamar(t, financeiro, 'POST', `/wsapp/area-restrita/financeiro/titulos/${titulo.nufin}/simular-pagamento`, { meio: 'dinheiro' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().campos.meio).toBe('Escolha PIX ou boleto.');
    for (const quem of [semFinanceiro, membro]) {
      expect((await chamar(t, quem, 'POST', `/wsapp/area-restrita/financeiro/titulos/${titulo.nufin}/simular-pagamento`, { meio: 'pix' })).statusCode).toBe(403);
    }
    const [linha] = await t.db.select().from(titulos).where(eq(titulos.id, titulo.id));
    expect(linha!.status).toBe('aberto');
  });
});

describe('review list', () => {
  it('lists what did not settle with the reason, and staff resolve each once with a note (audited)', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 5), valorCentavos: 30_000 });
    const c = (await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'pix' })).json();
    await notificarPix(t, { txid: 'DESCONHECIDO0000000000001', valor: 500 });
    await notificarPix(t, { txid: c.pix.txid, valor: 29_999, horario: '2026-02-01T10:00:00.000Z' });

    const lista = await chamar(t, financeiro, 'GET', '/wsapp/area-restrita/financeiro/revisao');
    expect(lista.statusCode).toBe(200);
    const body = lista.json();
    expect(body).toMatchObject({ total: 2, pagina: 1, porPagina: 20 });
    expect(body.itens).toEqual([
      expect.objectContaining({ txid: 'DESCONHECIDO0000000000001', valorCentavos: 500, valorEsperadoCentavos: null, nufin: null, pessoaNome: null, motivo: 'txid_desconhecido', situacao: 'em_revisao', resolucao: null }),
      expect.objectContaining({
        txid: c.pix.txid,
        meio: 'pix',
        valorCentavos: 29_999,
        valorEsperadoCentavos: 30_000,
        nufin: titulo.nufin,
        pessoaNome: 'Bruno Membro',
        motivo: 'valor_divergente',
        pagoEm: '2026-02-01T10:00:00.000Z',
      }),
    ]);

    const id = body.itens[1].id as string;
    const curta = await chamar(t, financeiro, 'POST', `/wsapp/area-restrita/financeiro/revisao/${id}/resolver`, { observacao: 'ok' });
    expect(curta.statusCode).toBe(400);
    expect(curta.json().campos.observacao).toMatch(/pelo menos 5 caracteres/);
    expect((await chamar(t, semFinanceiro, 'POST', `/wsapp/area-restrita/financeiro/revisao/${id}/resolver`, { observacao: 'Devolvido ao pagador.' })).statusCode).toBe(403);

    const res = await chamar(t, financeiro, 'POST', `/wsapp/area-restrita/financeiro/revisao/${id}/resolver`, { observacao: '  Devolvido ao pagador pelo banco.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, situacao: 'resolvido', motivo: 'valor_divergente', resolucao: { observacao: 'Devolvido ao pagador pelo banco.', por: 'Ana Financeiro' } });
    const segunda = await chamar(t, financeiro, 'POST', `/wsapp/area-restrita/financeiro/revisao/${id}/resolver`, { observacao: 'De novo, outra vez.' });
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json().mensagem).toBe('Este pagamento já foi resolvido.');
    const [auditado] = await t.db.select({ n: count() }).from(auditoria).where(eq(auditoria.acao, 'pagamento_revisao_resolvida'));
    expect(auditado!.n).toBe(1);

    expect((await chamar(t, financeiro, 'GET', '/wsapp/area-restrita/financeiro/revisao')).json().itens.map((i: { id: string }) => i.id)).toEqual([body.itens[0].id]);
    const resolvidos = (await chamar(t, financeiro, 'GET', '/wsapp/area-restrita/financeiro/revisao?situacao=resolvido')).json();
    expect(resolvidos.itens.map((i: { id: string }) => i.id)).toEqual([id]);
    // The título is still open: resolving a review never settles anything.
    expect((await t.db.select().from(titulos).where(eq(titulos.id, titulo.id)))[0]!.status).toBe('aberto');
  });

  it('a settled payment or an unknown id is not in review (404); bad query 400', async () => {
    const [liquidado] = await t.db.select({ id: pagamentos.id }).from(pagamentos).where(eq(pagamentos.situacao, 'liquidado')).limit(1);
    for (const id of [liquidado!.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await chamar(t, financeiro, 'POST', `/wsapp/area-restrita/financeiro/revisao/${id}/resolver`, { observacao: 'Tentativa indevida.' });
      expect(res.statusCode).toBe(404);
      expect(res.json().mensagem).toBe('Pagamento em revisão não encontrado.');
    }
    expect((await chamar(t, financeiro, 'GET', '/wsapp/area-restrita/financeiro/revisao?situacao=liquidado')).statusCode).toBe(400);
    expect((await chamar(t, financeiro, 'GET', '/wsapp/area-restrita/financeiro/revisao?pagina=0')).statusCode).toBe(400);
  });
});

describe('simular-pagamento when it does not go through', () => {
  const simular = (nufin: number, meio = 'pix') => chamar(t, financeiro, 'POST', `/wsapp/area-restrita/financeiro/titulos/${nufin}/simular-pagamento`, { meio });
  const falhas = async (nufin: number) =>
    (await t.db.select().from(auditoria).where(and(eq(auditoria.acao, 'pagamento_simulado'), eq(auditoria.sucesso, false)))).filter(
      (a) => (a.detalhes as { nufin?: number } | null)?.nufin === nufin,
    );

  it('a notification the webhook refuses answers 502 saying so, pays nothing, and the attempt is audited', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 5), valorCentavos: 2_222 });
    const c = (await chamar(t, membro, 'POST', `/wsapp/financeiro/titulos/${titulo.nufin}/cobrancas`, { meio: 'pix' })).json();
    // A charge row the webhook cannot accept (its txid is not API Pix's format): the signed notification gets a 400.
    await t.db.update(cobrancas).set({ txid: 'TXID-INVALIDO' }).where(eq(cobrancas.id, c.id));
    const res = await simular(titulo.nufin);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ codigo: 'SIMULACAO_RECUSADA' });
    expect(res.json().mensagem).toMatch(/^O webhook de pagamentos recusou a notificação simulada \(HTTP 400\); nada foi pago\. Motivo: Dados inválidos/);
    const [linha] = await t.db.select().from(titulos).where(eq(titulos.id, titulo.id));
    expect(linha!.status).toBe('aberto');
    const [falha] = await falhas(titulo.nufin);
    expect(falha).toMatchObject({ usuarioId: financeiro.usuarioId, motivo: 'SIMULACAO_RECUSADA', detalhes: { nufin: titulo.nufin, meio: 'pix', txid: 'TXID-INVALIDO' } });
  });

  it('a título that cannot be paid answers 409 as for the member, and the attempt is audited too', async () => {
    const titulo = await novoTitulo({ vencimento: somarDiasIso(hoje(), 5) });
    await t.db.update(titulos).set({ status: 'cancelado' }).where(eq(titulos.id, titulo.id));
    const res = await simular(titulo.nufin, 'boleto');
    expect(res.statusCode).toBe(409);
    expect(res.json().mensagem).toBe('Este título foi cancelado.');
    expect(await falhas(titulo.nufin)).toEqual([expect.objectContaining({ motivo: 'TITULO_CANCELADO', detalhes: { nufin: titulo.nufin, meio: 'boleto', txid: null } })]);
  });
});
