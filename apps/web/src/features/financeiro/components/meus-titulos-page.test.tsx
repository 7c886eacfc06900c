import { dataEmSaoPaulo, type ListaTitulos } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instalarApiFake, type RequisicaoFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { cobrancaPix, pago, titulo, tituloVencido } from '@/components/pagamento/titulos-de-teste';

const GET_TITULOS = 'GET /financeiro/titulos';

function lista(o: Partial<ListaTitulos> = {}): ListaTitulos {
  return { itens: [], total: 0, pagina: 1, porPagina: 20, anos: [2026, 2025, 2024], anosComPagamentos: [2026, 2024], ...o };
}

const vencida = tituloVencido({ nufin: 4001 });
const aberta = titulo({ nufin: 5001, descricao: 'Taxa — Certidão de regularidade (protocolo 2026/000124)', origem: 'taxa_requerimento', exercicio: null, vencimento: '2026-12-20', valorCentavos: 3_000, devido: { principalCentavos: 3_000, descontoCentavos: 0, multaCentavos: 0, jurosCentavos: 0, totalCentavos: 3_000, diasAtraso: 0 } });
const paga = pago(titulo({ nufin: 3001, descricao: 'Anuidade 2024', exercicio: 2024, vencimento: '2024-03-31' }));

/** The list the fake API answers for a request's filters (it filters by situação like the server). */
function responder(req: RequisicaoFake) {
  const todos = [vencida, aberta, paga];
  const situacao = req.params.situacao;
  const itens = todos.filter((t) => {
    if (situacao === 'vencido') return t.status === 'aberto' && t.vencido;
    if (situacao === 'pago') return t.status === 'pago';
    if (situacao) return false;
    return true;
  });
  return { status: 200, data: lista({ itens, total: itens.length }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/financeiro', () => {
  it('lists the títulos as cards with situation, number, due date, value and today’s amount, and links to the anuidade and the plan', async () => {
    logarComo(maria);
    const api = instalarApiFake({ [GET_TITULOS]: responder });
    renderizarRota('/financeiro');

    expect(await screen.findByRole('heading', { level: 1, name: 'Meus títulos' })).toBeInTheDocument();
    const cartoes = await screen.findAllByTestId('titulo-card');
    expect(cartoes).toHaveLength(3);
    const [primeiro, segundo, terceiro] = cartoes as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(primeiro).getByRole('heading', { level: 3, name: 'Anuidade 2025' })).toBeInTheDocument();
    expect(within(primeiro).getByTestId('situacao-titulo')).toHaveTextContent('Vencido');
    expect(primeiro).toHaveTextContent('Anuidade · Título nº 4001');
    expect(primeiro).toHaveTextContent('Vencimento 31/03/2025');
    expect(primeiro).toHaveTextContent('Valor R$ 900,00');
    expect(within(primeiro).getByTestId('devido-hoje')).toHaveTextContent('A pagar hoje R$ 954,00');
    expect(within(primeiro).getByRole('link', { name: 'Negociar' })).toHaveAttribute('href', '/negociacao/4001');
    expect(within(primeiro).getByRole('button', { name: 'Pagar' })).toBeInTheDocument();

    expect(within(segundo).getByTestId('situacao-titulo')).toHaveTextContent('Em aberto');
    expect(within(segundo).queryByRole('link', { name: 'Negociar' })).not.toBeInTheDocument();

    expect(within(terceiro).getByTestId('situacao-titulo')).toHaveTextContent('Pago');
    expect(within(terceiro).getByTestId('pago-em')).toHaveTextContent('Pago em 20/11/2026 às 14:45 · R$ 985,00');
    expect(within(terceiro).queryByTestId('devido-hoje')).not.toBeInTheDocument();
    expect(within(terceiro).queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    expect(within(terceiro).getByRole('button', { name: 'Recibo (PDF)' })).toBeInTheDocument();

    expect(screen.getByTestId('titulos-total')).toHaveTextContent('3 títulos');
    expect(screen.getByRole('link', { name: 'Anuidade' })).toHaveAttribute('href', '/annuity');
    expect(screen.getByRole('link', { name: 'Plano de pagamento' })).toHaveAttribute('href', '/payment-plan');
    expect(api.chamadasDe(GET_TITULOS)[0]?.params).toEqual({ pagina: 1 });
  });

  it('filters by situação, origem and ano in the URL; each filter asks the API again; empty per filter', async () => {
    logarComo(maria);
    const api = instalarApiFake({ [GET_TITULOS]: responder });
    const { user, router } = renderizarRota('/financeiro');
    await screen.findAllByTestId('titulo-card');

    await user.selectOptions(screen.getByLabelText('Situação'), 'vencido');
    await waitFor(() => expect(screen.getAllByTestId('titulo-card')).toHaveLength(1));
    expect(router.state.location.search).toBe('?situacao=vencido');
    expect(api.chamadasDe(GET_TITULOS).at(-1)?.params).toEqual({ pagina: 1, situacao: 'vencido' });

    await user.selectOptions(screen.getByLabelText('Ano'), '2025');
    await user.selectOptions(screen.getByLabelText('Origem'), 'anuidade');
    await waitFor(() => expect(api.chamadasDe(GET_TITULOS).at(-1)?.params).toEqual({ pagina: 1, situacao: 'vencido', origem: 'anuidade', ano: 2025 }));
    expect(new URLSearchParams(router.state.location.search).get('ano')).toBe('2025');

    await user.selectOptions(screen.getByLabelText('Situação'), 'cancelado');
    await user.selectOptions(screen.getByLabelText('Ano'), '');
    await user.selectOptions(screen.getByLabelText('Origem'), '');
    expect(await screen.findByTestId('titulos-vazio')).toHaveTextContent('Nenhum título cancelado.');
    await user.selectOptions(screen.getByLabelText('Situação'), 'aberto');
    await waitFor(() => expect(screen.getByTestId('titulos-vazio')).toHaveTextContent('Nenhum título em aberto.'));

    await user.click(screen.getByRole('button', { name: 'Ver todos os títulos' }));
    await waitFor(() => expect(screen.getAllByTestId('titulo-card')).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('reads the filters from the URL and pages', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      [GET_TITULOS]: (req) => ({ status: 200, data: lista({ itens: [req.params.pagina === 2 ? paga : aberta], total: 25 }) }),
    });
    const { user, router } = renderizarRota('/financeiro?origem=anuidade&ano=2024');
    await screen.findAllByTestId('titulo-card');
    expect(api.chamadasDe(GET_TITULOS)[0]?.params).toEqual({ pagina: 1, origem: 'anuidade', ano: 2024 });
    expect(screen.getByLabelText('Origem')).toHaveValue('anuidade');
    expect(screen.getByLabelText('Ano')).toHaveValue('2024');

    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() => expect(api.chamadasDe(GET_TITULOS).at(-1)?.params).toEqual({ pagina: 2, origem: 'anuidade', ano: 2024 }));
    expect(new URLSearchParams(router.state.location.search).get('pagina')).toBe('2');
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('Pagar opens PagarTitulo in a dialog; once the payment is confirmed the list behind shows it paid', async () => {
    logarComo(maria);
    let liquidado = false;
    const api = instalarApiFake({
      [GET_TITULOS]: () => ({ status: 200, data: lista({ itens: [liquidado ? pago(aberta) : aberta], total: 1 }) }),
      [`GET /financeiro/titulos/${aberta.nufin}`]: () => ({ status: 200, data: liquidado ? pago(aberta) : aberta }),
      [`POST /financeiro/titulos/${aberta.nufin}/cobrancas`]: { status: 200, data: cobrancaPix(aberta) },
    });
    const { user } = renderizarRota('/financeiro');
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    const dialogo = await screen.findByRole('dialog', { name: /Pagar título/ });
    expect(dialogo).toHaveTextContent('Taxa — Certidão de regularidade (protocolo 2026/000124) · título nº 5001');
    expect(await within(dialogo).findByTestId('devido')).toHaveTextContent('R$ 30,00');

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.click(within(dialogo).getByRole('button', { name: 'PIX' }));
    expect(await within(dialogo).findByRole('img', { name: 'QR Code PIX' })).toBeInTheDocument();
    const leiturasDaLista = api.chamadasDe(GET_TITULOS).length;
    liquidado = true;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await within(dialogo).findByTestId('pagamento-confirmado')).toHaveTextContent('Pagamento confirmado em 20/11/2026 às 14:45.');
    await waitFor(() => expect(api.chamadasDe(GET_TITULOS).length).toBeGreaterThan(leiturasDaLista));

    await user.click(within(dialogo).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const cartao = screen.getByTestId('titulo-card');
    expect(within(cartao).getByTestId('situacao-titulo')).toHaveTextContent('Pago');
    expect(within(cartao).getByRole('button', { name: 'Recibo (PDF)' })).toBeInTheDocument();
  });

  it('downloads a receipt and the yearly statement of the years with payments', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      [GET_TITULOS]: { status: 200, data: lista({ itens: [paga], total: 1 }) },
      [`GET /financeiro/titulos/${paga.nufin}/recibo`]: { status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
      'GET /financeiro/demonstrativo/2026': { status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
      'GET /financeiro/demonstrativo/2024': { status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderizarRota('/financeiro');

    await user.click(await screen.findByRole('button', { name: 'Recibo (PDF)' }));
    await waitFor(() => expect(clique).toHaveBeenCalledTimes(1));
    expect(api.chamadasDe(`GET /financeiro/titulos/${paga.nufin}/recibo`)).toHaveLength(1);

    const secao = screen.getByRole('region', { name: 'Demonstrativo de pagamentos (IR)' });
    expect(within(secao).getByLabelText('Ano do demonstrativo')).toHaveValue('2026');
    await user.click(within(secao).getByRole('button', { name: 'Baixar demonstrativo (PDF)' }));
    await waitFor(() => expect(clique).toHaveBeenCalledTimes(2));

    await user.selectOptions(within(secao).getByLabelText('Ano do demonstrativo'), '2024');
    await user.click(within(secao).getByRole('button', { name: 'Baixar demonstrativo (PDF)' }));
    await waitFor(() => expect(clique).toHaveBeenCalledTimes(3));
    expect(api.chamadasDe('GET /financeiro/demonstrativo/2024')).toHaveLength(1);
    expect(within(secao).queryByTestId('erro-demonstrativo')).not.toBeInTheDocument();
  });

  it('the statement offers only the years with payments and opens on the last one: a year without payments is never asked for, nothing logged as an error', async () => {
    const erros = vi.spyOn(console, 'error');
    logarComo(maria);
    const ano = Number(dataEmSaoPaulo().slice(0, 4));
    // This year has títulos (still open) but no payment yet; the last payment was two years ago.
    const api = instalarApiFake({ [GET_TITULOS]: { status: 200, data: lista({ itens: [paga], total: 1, anos: [ano + 1, ano, ano - 1, ano - 2], anosComPagamentos: [ano - 2] }) } });
    renderizarRota('/financeiro');
    const secao = await screen.findByRole('region', { name: 'Demonstrativo de pagamentos (IR)' });
    const campo = within(secao).getByLabelText('Ano do demonstrativo');
    expect(campo).toHaveValue(String(ano - 2));
    expect(within(campo).getAllByRole('option').map((o) => o.textContent)).toEqual([String(ano - 2)]);
    // The list's own year filter still has them all.
    expect(within(screen.getByLabelText('Ano')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todos',
      String(ano + 1),
      String(ano),
      String(ano - 1),
      String(ano - 2),
    ]);
    expect(api.chamadas.filter((c) => c.url.includes('/demonstrativo/'))).toHaveLength(0);
    expect(erros).not.toHaveBeenCalled();
  });

  it('no payment yet: the statement says when it becomes available, without a year to pick', async () => {
    logarComo(maria);
    instalarApiFake({ [GET_TITULOS]: { status: 200, data: lista({ itens: [paga], total: 1, anosComPagamentos: [] }) } });
    renderizarRota('/financeiro');
    const secao = await screen.findByRole('region', { name: 'Demonstrativo de pagamentos (IR)' });
    expect(secao).toHaveTextContent('Você ainda não tem pagamentos confirmados; o demonstrativo fica disponível depois do primeiro pagamento.');
    expect(within(secao).queryByLabelText('Ano do demonstrativo')).not.toBeInTheDocument();
  });

  it('no títulos at all: says so; a failed load shows the message and retries', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      [GET_TITULOS]: (_req, vez) => (vez === 1 ? { redeFalhou: true } : { status: 200, data: lista({ anos: [] }) }),
    });
    const { user } = renderizarRota('/financeiro');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com o servidor.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('titulos-vazio')).toHaveTextContent('Você não tem títulos.');
    expect(api.chamadasDe(GET_TITULOS)).toHaveLength(2);
  });
});
