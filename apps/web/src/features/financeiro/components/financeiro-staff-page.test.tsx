import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const TITULOS = 'GET /area-restrita/financeiro/titulos';
const SIMULAR = 'POST /area-restrita/financeiro/titulos/1042/simular-pagamento';
const REVISAO = 'GET /area-restrita/financeiro/revisao';
const RESOLVER = 'POST /area-restrita/financeiro/revisao/4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f/resolver';

function titulo(extra: Record<string, unknown> = {}) {
  return {
    id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
    nufin: 1042,
    origem: 'anuidade',
    descricao: 'Anuidade 2026',
    exercicio: 2026,
    vencimento: '2026-03-31',
    valorCentavos: 98_500,
    status: 'aberto',
    vencido: true,
    descontoCentavos: 0,
    descontoAte: null,
    multaBp: 200,
    jurosMensalBp: 100,
    pagoEm: null,
    valorPagoCentavos: null,
    meioPagamento: null,
    plano: null,
    requerimentoId: null,
    devido: { principalCentavos: 98_500, descontoCentavos: 0, multaCentavos: 1_970, jurosCentavos: 2_955, totalCentavos: 103_425, diasAtraso: 90 },
    acoes: ['pagar', 'negociar'],
    pessoa: { id: '3f0c9a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f', nome: 'Maria Aparecida Souza', cpf: '52998224725' },
    ...extra,
  };
}

const pago = titulo({
  status: 'pago',
  vencido: false,
  pagoEm: '2026-06-29T15:00:00Z',
  valorPagoCentavos: 103_425,
  meioPagamento: 'pix',
  devido: null,
  acoes: ['recibo'],
});

function pagamento(extra: Record<string, unknown> = {}) {
  return {
    id: '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
    endToEndId: 'E12345678202606291500abcdef123456',
    meio: 'pix',
    txid: 'PORTAL1042ABCDEFGHIJKLMNOPQ',
    valorCentavos: 90_000,
    valorEsperadoCentavos: 103_425,
    nufin: 1042,
    pessoaNome: 'Maria Aparecida Souza',
    pagoEm: '2026-06-29T15:00:00Z',
    recebidoEm: '2026-06-29T15:00:02Z',
    motivo: 'valor_divergente',
    situacao: 'em_revisao',
    resolucao: null,
    ...extra,
  };
}

const paginaRevisao = (itens: unknown[], total = itens.length) => ({ status: 200, data: { itens, total, pagina: 1, porPagina: 20 } });

function abrir(caminho = '/area-restrita/financeiro') {
  logarComo(ana);
  return renderizarRota(caminho);
}

describe('/area-restrita/financeiro', () => {
  it('finds a person’s títulos by CPF, simulates a PIX payment through the webhook and shows the result with the list refreshed', async () => {
    let liquidado = false;
    const api = instalarApiFake({
      [TITULOS]: () => ({ status: 200, data: { itens: [liquidado ? pago : titulo()], simulacaoDisponivel: true } }),
      [SIMULAR]: () => {
        liquidado = true;
        return { status: 200, data: { resultado: 'liquidado', titulo: pago } };
      },
      [REVISAO]: paginaRevisao([]),
    });
    const { user, router } = abrir();

    expect(await screen.findByRole('heading', { level: 1, name: 'Financeiro' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await user.type(screen.getByLabelText('CPF ou número do título'), '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    const cartao = await screen.findByTestId('titulo-staff');
    expect(api.chamadasDe(TITULOS)[0]?.params).toEqual({ busca: '529.982.247-25' });
    expect(router.state.location.search).toBe('?busca=529.982.247-25');
    expect(within(cartao).getByRole('heading', { name: 'Título 1042' })).toBeInTheDocument();
    expect(cartao).toHaveTextContent('Anuidade 2026');
    expect(cartao).toHaveTextContent('Vencido');
    expect(cartao).toHaveTextContent('PessoaMaria Aparecida Souza');
    expect(cartao).toHaveTextContent('CPF529.982.247-25');
    expect(cartao).toHaveTextContent('Vencimento31/03/2026');
    expect(cartao).toHaveTextContent('ValorR$ 985,00');
    expect(cartao).toHaveTextContent('Valor hojeR$ 1.034,25 (90 dias de atraso, com multa e juros)');

    await user.click(within(cartao).getByRole('button', { name: 'Simular pagamento do título 1042' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Simular pagamento do título 1042' });
    expect(dialogo).toHaveTextContent('mesmo webhook de um pagamento real');
    expect(dialogo).toHaveTextContent('sandbox');
    expect(within(dialogo).getByRole('radio', { name: 'PIX' })).toBeChecked();
    await user.click(within(dialogo).getByRole('button', { name: 'Enviar notificação' }));

    expect(await screen.findByText('Título 1042: Pagamento liquidado.')).toBeInTheDocument();
    expect(api.chamadasDe(SIMULAR)[0]?.corpo).toEqual({ meio: 'pix' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is read again and now shows the título paid, without a simulate button.
    await waitFor(() => expect(screen.getByTestId('titulo-staff')).toHaveTextContent('Pago'));
    expect(api.chamadasDe(TITULOS).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('titulo-staff')).toHaveTextContent('Valor pagoR$ 1.034,25');
    expect(screen.queryByRole('button', { name: /Simular pagamento/ })).not.toBeInTheDocument();
  });

  it('simulates a boleto payment and says when it went to review or was a repeat', async () => {
    const api = instalarApiFake({
      [TITULOS]: { status: 200, data: { itens: [titulo()], simulacaoDisponivel: true } },
      [SIMULAR]: (_req, vez) => ({ status: 200, data: { resultado: vez === 1 ? 'em_revisao' : 'duplicado', titulo: titulo() } }),
      [REVISAO]: paginaRevisao([]),
    });
    const { user } = abrir('/area-restrita/financeiro?busca=1042');
    await user.click(await screen.findByRole('button', { name: 'Simular pagamento do título 1042' }));
    const dialogo = await screen.findByRole('dialog');
    await user.click(within(dialogo).getByRole('radio', { name: 'Boleto' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Enviar notificação' }));
    expect(await screen.findByText('Título 1042: Enviado para revisão.')).toBeInTheDocument();
    expect(api.chamadasDe(SIMULAR)[0]?.corpo).toEqual({ meio: 'boleto' });

    await user.click(screen.getByRole('button', { name: 'Simular pagamento do título 1042' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enviar notificação' }));
    expect(await screen.findByText('Título 1042: Notificação repetida: nada mudou.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the API message when the simulation is refused', async () => {
    instalarApiFake({
      [TITULOS]: { status: 200, data: { itens: [titulo()], simulacaoDisponivel: true } },
      [SIMULAR]: { status: 409, data: { mensagem: 'Este título já foi pago.', codigo: 'CONFLITO' } },
      [REVISAO]: paginaRevisao([]),
    });
    const { user } = abrir('/area-restrita/financeiro?busca=1042');
    await user.click(await screen.findByRole('button', { name: 'Simular pagamento do título 1042' }));
    const dialogo = await screen.findByRole('dialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Enviar notificação' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('Este título já foi pago.');
  });

  it('says simulation does not exist when the portal uses the real provider', async () => {
    instalarApiFake({
      [TITULOS]: { status: 200, data: { itens: [titulo()], simulacaoDisponivel: false } },
      [REVISAO]: paginaRevisao([]),
    });
    abrir('/area-restrita/financeiro?busca=1042');
    expect(await screen.findByTestId('titulo-staff')).toBeInTheDocument();
    expect(screen.getByText(/usa o provedor de pagamentos real: aqui não existe simulação/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Simular pagamento/ })).not.toBeInTheDocument();
  });

  it('shows the search’s 400 message and the empty result', async () => {
    const api = instalarApiFake({
      [TITULOS]: (req) =>
        req.params.busca === 'abc'
          ? { status: 400, data: { mensagem: 'Informe o CPF ou o número do título.', codigo: 'VALIDACAO' } }
          : { status: 200, data: { itens: [], simulacaoDisponivel: true } },
      [REVISAO]: paginaRevisao([]),
    });
    const { user } = abrir('/area-restrita/financeiro?busca=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe o CPF ou o número do título.');
    const campo = screen.getByLabelText('CPF ou número do título');
    await user.clear(campo);
    await user.type(campo, '999');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhum título encontrado para este CPF ou número.')).toBeInTheDocument();
    expect(api.chamadasDe(TITULOS).at(-1)?.params).toEqual({ busca: '999' });
  });

  it('lists payments under review with the motive in words and the amounts, and switches to the resolved ones', async () => {
    const api = instalarApiFake({
      [REVISAO]: (req) =>
        req.params.situacao === 'resolvido'
          ? paginaRevisao([
              pagamento({
                situacao: 'resolvido',
                motivo: 'titulo_nao_aberto',
                resolucao: { observacao: 'Devolvido ao pagador.', em: '2026-06-30T12:00:00Z', por: 'Ana Lima' },
              }),
            ])
          : paginaRevisao([
              pagamento(),
              pagamento({
                id: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f80',
                motivo: 'txid_desconhecido',
                valorEsperadoCentavos: null,
                nufin: null,
                pessoaNome: null,
                endToEndId: 'E99999999202606291500zzzzzz999999',
              }),
            ]),
    });
    const { user, router } = abrir();
    const itens = await screen.findAllByTestId('pagamento-revisao');
    expect(api.chamadasDe(REVISAO)[0]?.params).toEqual({ situacao: 'em_revisao', pagina: 1 });
    expect(itens).toHaveLength(2);
    const [divergente, desconhecido] = itens as [HTMLElement, HTMLElement];
    expect(within(divergente).getByRole('heading', { name: 'Valor diferente do cobrado' })).toBeInTheDocument();
    expect(divergente).toHaveTextContent('Valor pagoR$ 900,00');
    expect(divergente).toHaveTextContent('Valor cobradoR$ 1.034,25');
    expect(divergente).toHaveTextContent('Título1042');
    expect(divergente).toHaveTextContent('PessoaMaria Aparecida Souza');
    expect(divergente).toHaveTextContent('E12345678202606291500abcdef123456');
    expect(divergente).toHaveTextContent('txidPORTAL1042ABCDEFGHIJKLMNOPQ');
    expect(divergente).toHaveTextContent('Pago em29/06/2026, 12:00');
    expect(within(desconhecido).getByRole('heading', { name: 'Cobrança desconhecida' })).toBeInTheDocument();
    expect(desconhecido).not.toHaveTextContent('Valor cobrado');
    expect(desconhecido).not.toHaveTextContent('Pessoa');

    await user.click(screen.getByRole('tab', { name: 'Resolvidos' }));
    const resolvido = await screen.findByRole('heading', { name: 'Título já não estava em aberto' });
    const cartao = resolvido.closest('li') as HTMLElement;
    expect(cartao).toHaveTextContent('Resolvido em30/06/2026, 09:00 por Ana Lima');
    expect(cartao).toHaveTextContent('ObservaçãoDevolvido ao pagador.');
    expect(within(cartao).queryByRole('button', { name: /Resolver/ })).not.toBeInTheDocument();
    expect(api.chamadasDe(REVISAO).at(-1)?.params).toEqual({ situacao: 'resolvido', pagina: 1 });
    expect(router.state.location.search).toBe('?revisao=resolvido');
  });

  it('resolving requires an observação, shows the API’s 400 message, then moves the payment out of the review list', async () => {
    let resolvido = false;
    const api = instalarApiFake({
      [REVISAO]: () => paginaRevisao(resolvido ? [] : [pagamento()]),
      [RESOLVER]: (req, vez) => {
        if (vez === 1) return { status: 400, data: { mensagem: 'Dados inválidos.', codigo: 'VALIDACAO', campos: { observacao: 'Diga o que foi feito, com pelo menos 5 caracteres.' } } };
        resolvido = true;
        const { observacao } = req.corpo as { observacao: string };
        return {
          status: 200,
          data: pagamento({ situacao: 'resolvido', resolucao: { observacao, em: '2026-06-30T12:00:00Z', por: 'Ana Lima' } }),
        };
      },
    });
    const { user } = abrir();
    const cartao = await screen.findByTestId('pagamento-revisao');
    await user.click(within(cartao).getByRole('button', { name: 'Resolver o pagamento E12345678202606291500abcdef123456' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Resolver pagamento em revisão' });
    const observacao = within(dialogo).getByRole('textbox', { name: 'Observação' });
    expect(observacao).toBeRequired();

    // Empty: refused here, nothing sent.
    await user.click(within(dialogo).getByRole('button', { name: 'Marcar como resolvido' }));
    expect(await within(dialogo).findByText('Diga o que foi feito, com pelo menos 5 caracteres.')).toBeInTheDocument();
    expect(observacao).toHaveAttribute('aria-invalid', 'true');
    expect(api.chamadasDe(RESOLVER)).toHaveLength(0);

    // Blanks do not count: still too short.
    await user.type(observacao, '   ok   ');
    await user.click(within(dialogo).getByRole('button', { name: 'Marcar como resolvido' }));
    expect(within(dialogo).getByText('Diga o que foi feito, com pelo menos 5 caracteres.')).toBeInTheDocument();
    expect(api.chamadasDe(RESOLVER)).toHaveLength(0);

    // The server's own check answers under the field.
    await user.clear(observacao);
    await user.type(observacao, 'Devolvido ao pagador pelo banco.');
    await user.click(within(dialogo).getByRole('button', { name: 'Marcar como resolvido' }));
    await waitFor(() => expect(api.chamadasDe(RESOLVER)).toHaveLength(1));
    expect(await within(dialogo).findByText('Diga o que foi feito, com pelo menos 5 caracteres.')).toBeInTheDocument();

    await user.click(within(dialogo).getByRole('button', { name: 'Marcar como resolvido' }));
    expect(await screen.findByText('Pagamento E12345678202606291500abcdef123456 marcado como resolvido.')).toBeInTheDocument();
    expect(api.chamadasDe(RESOLVER)[1]?.corpo).toEqual({ observacao: 'Devolvido ao pagador pelo banco.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Nenhum pagamento aguardando revisão.')).toBeInTheDocument();
  });

  it('shows the review list’s error with a retry', async () => {
    let vezes = 0;
    instalarApiFake({
      [REVISAO]: () => {
        vezes += 1;
        return vezes === 1 ? { status: 500, data: { mensagem: 'Erro interno.' } } : paginaRevisao([pagamento()]);
      },
    });
    const { user } = abrir();
    expect(await screen.findByText('Erro interno.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('pagamento-revisao')).toBeInTheDocument();
  });
});
