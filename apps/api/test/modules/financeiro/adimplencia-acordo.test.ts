import { REGRAS_NEGOCIACAO, somarDias, type Elegibilidade, type Plano, type SimulacaoNegociacao } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../helpers/app.js';
import { criarPessoa, type PessoaCriada } from '../../helpers/fabrica.js';
import { inserirTitulo } from '../../helpers/financeiro-membro.js';
import { pagarPeloWebhook } from '../../helpers/pagamentos.js';
import { chamar, hoje, tokenDe } from '../../helpers/requerimentos.js';

// Issue 10, item 7: an agreement over overdue debts makes the member up to date only once its entry is paid.

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.close());

const ano = () => Number(hoje().slice(0, 4));

async function fecharAcordo(p: PessoaCriada, nufins: number[], parcelas: number, entradaCentavos: number): Promise<Plano> {
  const pedido = { nufins, parcelas, entradaCentavos };
  const sim = await chamar(t, p, 'POST', '/wsapp/financeiro/negociacao/simular', pedido);
  expect(sim.statusCode, sim.body).toBe(200);
  const corpo = { ...pedido, aceiteTermo: true, versaoTermo: REGRAS_NEGOCIACAO.versaoTermo, termoSha256: (sim.json() as SimulacaoNegociacao).termoSha256 };
  const res = await chamar(t, p, 'POST', '/wsapp/financeiro/negociacao', corpo);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Plano;
}

async function elegibilidade262(p: PessoaCriada): Promise<Elegibilidade> {
  const res = await chamar(t, p, 'GET', '/wsapp/requerimentos/tipos/262/elegibilidade');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Elegibilidade;
}

describe('adimplência with an agreement', () => {
  it('an agreement whose entry is unpaid keeps the member inadimplente, saying "pague a entrada do acordo" with the link; once the entry settles, up to date', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const a1 = await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', descricao: `Anuidade ${ano() - 2}`, vencimento: `${ano() - 2}-04-30`, valorCentavos: 89_800 });
    const a2 = await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', descricao: `Anuidade ${ano() - 1}`, vencimento: `${ano() - 1}-04-30`, valorCentavos: 94_000 });
    expect((await elegibilidade262(p)).elegivel).toBe(false);

    const plano = await fecharAcordo(p, [a1.nufin, a2.nufin], 3, 100_000);
    const entrada = plano.parcelas.find((x) => x.plano?.parcela === 0);
    expect(entrada).toBeDefined();
    // The entry falls due in a few days: nothing is overdue, but nothing was paid either.
    expect(entrada!.vencimento).toBe(somarDias(hoje(), REGRAS_NEGOCIACAO.diasAteEntrada));

    const antes = await elegibilidade262(p);
    expect(antes.elegivel).toBe(false);
    expect(antes.motivos).toHaveLength(1);
    expect(antes.motivos[0]).toMatchObject({
      codigo: 'ENTRADA_ACORDO_PENDENTE',
      mensagem: expect.stringContaining('pague a entrada do acordo'),
      link: { rotulo: 'Pagar a entrada do acordo', href: '/payment-plan' },
    });
    expect(antes.motivos[0]!.mensagem).toContain(`acordo nº ${plano.numero}`);
    expect(antes.motivos[0]!.mensagem).toContain('R$ 1.000,00');

    await pagarPeloWebhook(t, await tokenDe(t, p), entrada!.nufin);
    expect(await elegibilidade262(p)).toMatchObject({ elegivel: true, motivos: [] });
  });

  it('an unpaid entry together with another overdue debt: both reasons, each with its own link', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const a1 = await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', descricao: `Anuidade ${ano() - 2}`, vencimento: `${ano() - 2}-04-30`, valorCentavos: 89_800 });
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', descricao: `Anuidade ${ano() - 1}`, vencimento: `${ano() - 1}-04-30`, valorCentavos: 94_000 });
    await fecharAcordo(p, [a1.nufin], 2, 60_000);
    const e = await elegibilidade262(p);
    expect(e.motivos.map((m) => [m.codigo, m.link?.href])).toEqual([
      ['INADIMPLENTE', '/requerimento-pendente'],
      ['ENTRADA_ACORDO_PENDENTE', '/payment-plan'],
    ]);
    expect(e.motivos[0]!.mensagem).toContain('1 título vencido');
  });

  it('the anuidade page reads the same adimplência: not up to date until the entry is paid', async () => {
    const p = await criarPessoa(t.db, { advogado: true });
    const a1 = await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', descricao: `Anuidade ${ano() - 1}`, vencimento: `${ano() - 1}-04-30`, valorCentavos: 94_000 });
    // This year's anuidade already paid: only the agreement decides.
    await inserirTitulo(t.db, { pessoaId: p.pessoaId, origem: 'anuidade', descricao: `Anuidade ${ano()}`, vencimento: `${ano()}-04-30`, valorCentavos: 98_500, status: 'pago' });
    const plano = await fecharAcordo(p, [a1.nufin], 1, 0);
    const anuidade = await chamar(t, p, 'GET', '/wsapp/financeiro/anuidade');
    expect(anuidade.statusCode, anuidade.body).toBe(200);
    expect(anuidade.json().adimplente).toBe(false);
    await pagarPeloWebhook(t, await tokenDe(t, p), plano.parcelas[0]!.nufin);
    const depois = await chamar(t, p, 'GET', '/wsapp/financeiro/anuidade');
    expect(depois.json().adimplente).toBe(true);
  });
});
