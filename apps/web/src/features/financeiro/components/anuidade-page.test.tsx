import type { Plano, Titulo } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { carlos, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { anuidade, novoIdFinanceiro, pago, titulo, tituloVencido } from '@/components/pagamento/titulos-de-teste';

const GET_ANUIDADE = 'GET /financeiro/anuidade';
const POST_PARCELAMENTO = 'POST /financeiro/anuidade/parcelamento';
const ID_PLANO = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';

function parcelas(n: number): Titulo[] {
  const valor = Math.floor(98_500 / n);
  return Array.from({ length: n }, (_, i) =>
    titulo({
      id: novoIdFinanceiro(),
      nufin: 6001 + i,
      descricao: `Anuidade 2026 — parcela ${i + 1} de ${n}`,
      vencimento: `2026-${String(2 + i).padStart(2, '0')}-07`,
      valorCentavos: valor,
      plano: { id: ID_PLANO, numero: 17, tipo: 'parcelamento_anuidade', parcela: i + 1, parcelas: n },
      devido: { principalCentavos: valor, descontoCentavos: 0, multaCentavos: 0, jurosCentavos: 0, totalCentavos: valor, diasAtraso: 0 },
    }),
  );
}

function plano(itens: Titulo[]): Plano {
  return {
    id: ID_PLANO,
    numero: 17,
    tipo: 'parcelamento_anuidade',
    status: 'ativo',
    criadoEm: '2026-01-31T12:00:00.000Z',
    principalCentavos: 98_500,
    multaCentavos: 0,
    jurosCentavos: 0,
    descontoCentavos: 0,
    totalCentavos: 98_500,
    entradaCentavos: 0,
    originais: [],
    parcelas: itens,
    termo: null,
  };
}

describe('/annuity', () => {
  it('shows the bracket and the year’s table, the discount, the single título to pay and earlier years', async () => {
    logarComo(maria);
    const antiga = pago(titulo({ nufin: 3001, descricao: 'Anuidade 2024', exercicio: 2024, vencimento: '2024-03-31' }));
    const devendo = tituloVencido({ nufin: 4001 });
    instalarApiFake({ [GET_ANUIDADE]: { status: 200, data: anuidade({ anteriores: [devendo, antiga] }) } });
    renderizarRota('/annuity');

    expect(await screen.findByRole('heading', { level: 1, name: 'Anuidade 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('faixa')).toHaveTextContent('Você está na faixa Acima de 5 anos de inscrição: R$ 985,00 em 2026.');
    const tabela = screen.getByRole('table', { name: 'Valores da anuidade 2026 por tempo de inscrição' });
    const linhas = within(tabela).getAllByRole('row');
    expect(linhas).toHaveLength(4);
    expect(linhas[1]).toHaveTextContent('Até 2 anos de inscriçãoR$ 492,50');
    expect(linhas[3]).toHaveTextContent('Acima de 5 anos de inscrição (sua faixa)R$ 985,00');
    expect(linhas[3]).toHaveAttribute('aria-current', 'true');

    expect(screen.getByTestId('desconto')).toHaveTextContent(
      'Você tem 15% de desconto (R$ 147,75 a menos) para pagamento em cota única até 31/03/2026.',
    );

    const doAno = screen.getByRole('region', { name: 'Sua anuidade de 2026' });
    const unica = within(doAno).getByTestId('titulo-card');
    expect(within(unica).getByTestId('devido-hoje')).toHaveTextContent('A pagar hoje R$ 837,25');
    expect(within(unica).getByRole('button', { name: 'Pagar em cota única' })).toBeInTheDocument();

    const anteriores = screen.getByRole('region', { name: 'Anos anteriores' });
    const [vencida, paga] = within(anteriores).getAllByTestId('titulo-card') as [HTMLElement, HTMLElement];
    expect(within(vencida).getByRole('link', { name: 'Negociar' })).toHaveAttribute('href', '/negociacao/4001');
    expect(within(paga).getByRole('button', { name: 'Recibo (PDF)' })).toBeInTheDocument();
  });

  it('Pagar em cota única opens PagarTitulo in a dialog', async () => {
    logarComo(maria);
    const dados = anuidade();
    const unica = dados.titulos[0] as Titulo;
    instalarApiFake({ [GET_ANUIDADE]: { status: 200, data: dados }, [`GET /financeiro/titulos/${unica.nufin}`]: { status: 200, data: unica } });
    const { user } = renderizarRota('/annuity');
    await user.click(await screen.findByRole('button', { name: 'Pagar em cota única' }));
    const dialogo = await screen.findByRole('dialog', { name: /Pagar em cota única/ });
    const devido = await within(dialogo).findByTestId('devido');
    expect(devido).toHaveTextContent('Desconto (até 31/03/2026)− R$ 147,75');
    expect(devido).toHaveTextContent('Total a pagar hojeR$ 837,25');
    expect(within(dialogo).getByRole('button', { name: 'PIX' })).toBeInTheDocument();
  });

  it('Parcelar: choose how many, see each installment and the dates, confirm, and the installments appear', async () => {
    logarComo(maria);
    let parcelado = false;
    const novas = parcelas(3);
    const api = instalarApiFake({
      [GET_ANUIDADE]: () => ({
        status: 200,
        data: parcelado
          ? anuidade({
              titulos: novas,
              parcelamento: null,
              descontoAntecipado: { ...anuidade().descontoAntecipado, disponivel: false, motivo: 'O desconto vale só para o pagamento em cota única: esta anuidade foi parcelada.' },
            })
          : anuidade(),
      }),
      [POST_PARCELAMENTO]: () => {
        parcelado = true;
        return { status: 201, data: plano(novas) };
      },
    });
    const { user } = renderizarRota('/annuity');

    const secao = await screen.findByRole('region', { name: 'Parcelar' });
    const numero = within(secao).getByLabelText('Número de parcelas');
    expect(within(numero).getAllByRole('option')).toHaveLength(11);
    expect(within(secao).getByTestId('resumo-parcelamento')).toHaveTextContent(
      '2 parcelas de R$ 492,50: a primeira vence em 07/02/2026 e a última em 07/03/2026.',
    );
    await user.selectOptions(numero, '3');
    expect(within(secao).getByTestId('resumo-parcelamento')).toHaveTextContent(
      '3 parcelas de R$ 328,33: a primeira vence em 07/02/2026 e a última em 07/04/2026.',
    );

    // Going back changes nothing.
    await user.click(within(secao).getByRole('button', { name: 'Parcelar' }));
    let dialogo = await screen.findByRole('dialog', { name: 'Parcelar a anuidade de 2026?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.chamadasDe(POST_PARCELAMENTO)).toHaveLength(0);

    await user.click(within(secao).getByRole('button', { name: 'Parcelar' }));
    dialogo = await screen.findByRole('dialog', { name: 'Parcelar a anuidade de 2026?' });
    expect(dialogo).toHaveTextContent('3 parcelas de R$ 328,33, de 07/02/2026 a 07/04/2026, uma por mês.');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar parcelamento' }));

    expect(await screen.findByTestId('parcelado')).toHaveTextContent('Anuidade parcelada em 3 vezes.');
    expect(api.chamadasDe(POST_PARCELAMENTO).map((c) => c.corpo)).toEqual([{ parcelas: 3 }]);
    const lista = screen.getByRole('list', { name: 'Parcelas da anuidade' });
    const cartoes = within(lista).getAllByTestId('titulo-card');
    expect(cartoes).toHaveLength(3);
    expect(cartoes[0]).toHaveTextContent('Parcela 1 de 3');
    expect(cartoes[2]).toHaveTextContent('Vencimento 07/04/2026');
    expect(within(cartoes[0] as HTMLElement).getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Parcelar' })).not.toBeInTheDocument();
    expect(screen.getByTestId('desconto')).toHaveTextContent(
      'Sem o desconto de 15% até 31/03/2026O desconto vale só para o pagamento em cota única: esta anuidade foi parcelada.',
    );
    await waitFor(() => expect(screen.getByTestId('parcelado')).toHaveFocus());
  });

  it('a refused split shows the API’s message in the dialog', async () => {
    logarComo(maria);
    instalarApiFake({
      [GET_ANUIDADE]: { status: 200, data: anuidade() },
      [POST_PARCELAMENTO]: { status: 409, data: { mensagem: 'A anuidade vencida não pode ser parcelada: negocie o débito.', codigo: 'CONFLITO' } },
    });
    const { user } = renderizarRota('/annuity');
    await user.click(await screen.findByRole('button', { name: 'Parcelar' }));
    const dialogo = await screen.findByRole('dialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar parcelamento' }));
    expect(await within(dialogo).findByTestId('erro-parcelamento')).toHaveTextContent('A anuidade vencida não pode ser parcelada: negocie o débito.');
  });

  it('the discount that does not apply says why', async () => {
    logarComo(maria);
    instalarApiFake({
      [GET_ANUIDADE]: {
        status: 200,
        data: anuidade({
          adimplente: false,
          descontoAntecipado: { percentualBp: 1500, valorCentavos: 14_775, ate: '2026-03-31', disponivel: false, motivo: 'O desconto é só para quem está em dia com a OAB: há títulos vencidos em aberto. Pague ou negocie esses títulos para ter o desconto.' },
        }),
      },
    });
    renderizarRota('/annuity');
    expect(await screen.findByTestId('desconto')).toHaveTextContent(
      'Sem o desconto de 15% até 31/03/2026O desconto é só para quem está em dia com a OAB: há títulos vencidos em aberto. Pague ou negocie esses títulos para ter o desconto.',
    );
  });

  it('not a lawyer (state nao_aplicavel, 200): a friendly explanation, not an error, and nothing logged as an error', async () => {
    const erros = vi.spyOn(console, 'error');
    logarComo(carlos);
    instalarApiFake({
      [GET_ANUIDADE]: { status: 200, data: { situacao: 'nao_aplicavel', motivo: 'A anuidade é devida por advogados e advogadas inscritos na OAB.' } },
    });
    renderizarRota('/annuity');
    const aviso = await screen.findByTestId('sem-inscricao');
    expect(screen.getByRole('heading', { level: 1, name: 'Anuidade' })).toBeInTheDocument();
    expect(aviso).toHaveTextContent('Não há anuidade para você');
    expect(aviso).toHaveTextContent('A anuidade é devida por advogados e advogadas inscritos na OAB.');
    expect(within(aviso).getByRole('link', { name: 'Meus títulos' })).toHaveAttribute('href', '/financeiro');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Ocorreu um erro/)).not.toBeInTheDocument();
    expect(erros).not.toHaveBeenCalled();
  });

  it('a year whose table is not entered yet (state sem_tabela, 200): says the values are not published, no error, nothing to pay', async () => {
    const erros = vi.spyOn(console, 'error');
    logarComo(maria);
    const motivo = 'Os valores da anuidade de 2027 ainda não foram publicados pela seccional. A anuidade de 2027 aparecerá aqui assim que for lançada.';
    instalarApiFake({ [GET_ANUIDADE]: { status: 200, data: { situacao: 'sem_tabela', exercicio: 2027, motivo } } });
    renderizarRota('/annuity');
    const aviso = await screen.findByTestId('sem-tabela');
    expect(screen.getByRole('heading', { level: 1, name: 'Anuidade 2027' })).toBeInTheDocument();
    expect(aviso).toHaveTextContent('Anuidade 2027 ainda não lançada');
    expect(aviso).toHaveTextContent(motivo);
    expect(within(aviso).getByRole('link', { name: 'Meus títulos' })).toHaveAttribute('href', '/financeiro');
    expect(screen.queryByRole('button', { name: /Pagar|Parcelar/ })).not.toBeInTheDocument();
    expect(erros).not.toHaveBeenCalled();
  });

  it('another failure: the message and a retry', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      [GET_ANUIDADE]: (_req, vez) => (vez === 1 ? { status: 500, data: { mensagem: 'Serviço indisponível.', codigo: 'INTERNO' } } : { status: 200, data: anuidade() }),
    });
    const { user } = renderizarRota('/annuity');
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anuidade 2026' })).toBeInTheDocument();
    expect(api.chamadasDe(GET_ANUIDADE)).toHaveLength(2);
  });
});
