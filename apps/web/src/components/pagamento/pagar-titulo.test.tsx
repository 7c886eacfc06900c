import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { PagarTitulo } from './pagar-titulo';
import { cobrancaBoleto, cobrancaPix, COPIA_E_COLA, LINHA_DIGITAVEL, pago, titulo, tituloVencido } from './titulos-de-teste';

const NUFIN = 5001;
const GET_TITULO = `GET /financeiro/titulos/${NUFIN}`;
const POST_COBRANCA = `POST /financeiro/titulos/${NUFIN}/cobrancas`;

function renderizar(onPago = vi.fn()) {
  const r = renderizarRota('/pagar', { rotasDeTeste: [{ path: '/pagar', element: <PagarTitulo nufin={NUFIN} onPago={onPago} /> }] });
  return { ...r, onPago };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PagarTitulo', () => {
  it('PIX: today’s amount, the QR code and copia e cola, copy; polling every 3 s turns into the confirmation without reload', async () => {
    logarComo(maria);
    const aberto = titulo({ nufin: NUFIN });
    const cobranca = cobrancaPix(aberto);
    let liquidado = false;
    const api = instalarApiFake({
      [GET_TITULO]: () => ({ status: 200, data: liquidado ? pago(aberto) : aberto }),
      [POST_COBRANCA]: { status: 200, data: cobranca },
    });
    const { user, onPago } = renderizar();

    const devido = await screen.findByTestId('devido');
    expect(devido).toHaveTextContent('Vencimento31/03/2026');
    expect(devido).toHaveTextContent('Total a pagar hojeR$ 985,00');
    expect(screen.getByRole('group', { name: 'Como você quer pagar?' })).toBeInTheDocument();

    // Nothing is polled before a charge is on screen.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(api.chamadasDe(GET_TITULO)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'PIX' }));
    const qr = await screen.findByRole('img', { name: 'QR Code PIX' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(api.chamadasDe(POST_COBRANCA).map((c) => c.corpo)).toEqual([{ meio: 'pix' }]);
    expect(screen.getByRole('button', { name: 'PIX' })).toHaveAttribute('aria-pressed', 'true');
    const campo = screen.getByRole('textbox', { name: 'PIX copia e cola' });
    expect(campo).toHaveValue(COPIA_E_COLA);
    expect(campo).toHaveAttribute('readonly');
    expect(screen.getByTestId('cobranca-pix')).toHaveTextContent(/Válido até (\d{2}\/\d{2}\/\d{4} às )?\d{2}:\d{2}/);

    const escrever = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(escrever).toHaveBeenCalledWith(COPIA_E_COLA);
    expect(await screen.findByText('Código copiado.')).toHaveAttribute('role', 'status');

    // Not paid yet: one poll, still waiting.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(api.chamadasDe(GET_TITULO)).toHaveLength(2));
    expect(screen.getByTestId('aguardando-confirmacao')).toBeInTheDocument();
    expect(onPago).not.toHaveBeenCalled();

    // The provider's notification settled it on the server; the next poll shows it.
    liquidado = true;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const confirmado = await screen.findByTestId('pagamento-confirmado');
    expect(confirmado).toHaveTextContent('Pagamento confirmado em 20/11/2026 às 14:45.');
    expect(confirmado).toHaveTextContent('Valor pago: R$ 985,00 por PIX.');
    expect(confirmado.closest('[aria-live="polite"]')).not.toBeNull();
    // The copy button went away with the charge: focus goes to the confirmation, not to the page's top.
    await waitFor(() => expect(confirmado.closest('[role="status"]')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Baixar recibo (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR Code PIX' })).not.toBeInTheDocument();
    expect(onPago).toHaveBeenCalledTimes(1);

    // Paid: polling stops.
    const leituras = api.chamadasDe(GET_TITULO).length;
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(api.chamadasDe(GET_TITULO)).toHaveLength(leituras);
    expect(onPago).toHaveBeenCalledTimes(1);
  });

  it('boleto, by keyboard: the formatted linha digitável with copy, the barcode, due date and value', async () => {
    logarComo(maria);
    const aberto = titulo({ nufin: NUFIN });
    const api = instalarApiFake({
      [GET_TITULO]: { status: 200, data: aberto },
      [POST_COBRANCA]: { status: 200, data: cobrancaBoleto(aberto) },
    });
    const aoCobrar = vi.fn();
    const { user } = renderizarRota('/pagar', { rotasDeTeste: [{ path: '/pagar', element: <PagarTitulo nufin={NUFIN} onCobranca={aoCobrar} /> }] });

    const boleto = await screen.findByRole('button', { name: 'Boleto' });
    boleto.focus();
    await user.keyboard('{Enter}');
    const dados = await screen.findByTestId('cobranca-boleto');
    expect(api.chamadasDe(POST_COBRANCA).map((c) => c.corpo)).toEqual([{ meio: 'boleto' }]);
    expect(within(dados).getByRole('textbox', { name: 'Linha digitável' })).toHaveValue('00190.00009 01234.567892 12345.678901 2 12340000012345');
    expect(within(dados).getByRole('img', { name: 'Código de barras do boleto' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(dados).toHaveTextContent('Vencimento do boleto23/11/2026');
    expect(dados).toHaveTextContent('Valor do boletoR$ 985,00');
    expect(aoCobrar).toHaveBeenCalledTimes(1);
    expect(aoCobrar).toHaveBeenCalledWith(expect.objectContaining({ meio: 'boleto' }));

    const escrever = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dados).getByRole('button', { name: 'Copiar linha digitável' }));
    expect(escrever).toHaveBeenCalledWith(LINHA_DIGITAVEL);
    expect(await screen.findByText('Linha digitável copiada.')).toBeInTheDocument();

    // Back to PIX and again to boleto: the boleto already made is shown again, not asked for twice.
    await user.click(screen.getByRole('button', { name: 'PIX' }));
    await user.click(screen.getByRole('button', { name: 'Boleto' }));
    expect(await screen.findByTestId('cobranca-boleto')).toBeInTheDocument();
    expect(api.chamadasDe(POST_COBRANCA).map((c) => c.corpo)).toEqual([{ meio: 'boleto' }, { meio: 'pix' }]);
  });

  it('copies with the fallback when the Clipboard API refuses, and says so when nothing works', async () => {
    logarComo(maria);
    const aberto = titulo({ nufin: NUFIN });
    instalarApiFake({ [GET_TITULO]: { status: 200, data: aberto }, [POST_COBRANCA]: { status: 200, data: cobrancaPix(aberto) } });
    const { user } = renderizar();
    await user.click(await screen.findByRole('button', { name: 'PIX' }));
    await screen.findByRole('img', { name: 'QR Code PIX' });

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true, writable: true });
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Código copiado.')).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');

    execCommand.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText(/Não foi possível copiar/)).toBeInTheDocument();
  });

  it('overdue: how long, fine and interest, the total and the way to negotiate', async () => {
    logarComo(maria);
    instalarApiFake({ [GET_TITULO]: { status: 200, data: tituloVencido({ nufin: NUFIN }) } });
    renderizar();
    expect(await screen.findByTestId('atraso')).toHaveTextContent('Vencido há 12 dias (vencimento em 31/03/2025).');
    const devido = screen.getByTestId('devido');
    expect(devido).toHaveTextContent('Valor do títuloR$ 900,00');
    expect(devido).toHaveTextContent('MultaR$ 18,00');
    expect(devido).toHaveTextContent('Juros (12 dias)R$ 36,00');
    expect(devido).toHaveTextContent('Total a pagar hojeR$ 954,00');
    expect(screen.getByRole('link', { name: 'Negociar este título' })).toHaveAttribute('href', `/negociacao/${NUFIN}`);
  });

  it('shows the API’s message when the charge is refused (409) and then what the título is now', async () => {
    logarComo(maria);
    const aberto = titulo({ nufin: NUFIN });
    const api = instalarApiFake({
      [GET_TITULO]: (_req, vez) => ({ status: 200, data: vez === 1 ? aberto : pago(aberto) }),
      [POST_COBRANCA]: { status: 409, data: { mensagem: 'Este título já foi pago.', codigo: 'TITULO_PAGO' } },
    });
    const { user, onPago } = renderizar();
    await user.click(await screen.findByRole('button', { name: 'PIX' }));
    expect(await screen.findByTestId('erro-cobranca')).toHaveTextContent('Este título já foi pago.');
    expect(await screen.findByTestId('pagamento-confirmado')).toHaveTextContent('Pagamento confirmado em 20/11/2026 às 14:45.');
    expect(api.chamadasDe(GET_TITULO)).toHaveLength(2);
    expect(onPago).toHaveBeenCalledTimes(1);
  });

  it('a network failure making the charge can be retried', async () => {
    logarComo(maria);
    const aberto = titulo({ nufin: NUFIN });
    const api = instalarApiFake({
      [GET_TITULO]: { status: 200, data: aberto },
      [POST_COBRANCA]: (_req, vez) => (vez === 1 ? { redeFalhou: true } : { status: 200, data: cobrancaPix(aberto) }),
    });
    const { user } = renderizar();
    await user.click(await screen.findByRole('button', { name: 'PIX' }));
    const erro = await screen.findByTestId('erro-cobranca');
    expect(erro).toHaveTextContent('Sem conexão com o servidor.');
    await user.click(within(erro).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('img', { name: 'QR Code PIX' })).toBeInTheDocument();
    expect(api.chamadasDe(POST_COBRANCA)).toHaveLength(2);
  });

  it('an already paid título shows the payment and its receipt, downloaded as a PDF', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      [GET_TITULO]: { status: 200, data: pago(titulo({ nufin: NUFIN }), { meioPagamento: 'boleto' }) },
      [`GET /financeiro/titulos/${NUFIN}/recibo`]: {
        status: 200,
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-disposition': 'attachment; filename="recibo-5001.pdf"' },
      },
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:recibo'), revokeObjectURL: vi.fn() });
    const clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, onPago } = renderizar();

    expect(await screen.findByTestId('pagamento-confirmado')).toHaveTextContent('Valor pago: R$ 985,00 por boleto.');
    expect(screen.queryByRole('group', { name: 'Como você quer pagar?' })).not.toBeInTheDocument();
    expect(onPago).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Baixar recibo (PDF)' }));
    await waitFor(() => expect(clique).toHaveBeenCalledTimes(1));
    expect(api.chamadasDe(`GET /financeiro/titulos/${NUFIN}/recibo`)).toHaveLength(1);
  });

  it('renegotiated and cancelled títulos cannot be paid', async () => {
    logarComo(maria);
    instalarApiFake({ [GET_TITULO]: { status: 200, data: titulo({ nufin: NUFIN, status: 'renegociado', devido: null, acoes: [] }) } });
    renderizar();
    expect(await screen.findByText(/Este título foi renegociado: pague as parcelas do acordo./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver plano de pagamento' })).toHaveAttribute('href', '/payment-plan');
    expect(screen.queryByRole('button', { name: 'PIX' })).not.toBeInTheDocument();
  });

  it('not found: the API’s message with a retry', async () => {
    logarComo(maria);
    instalarApiFake({ [GET_TITULO]: { status: 404, data: { mensagem: 'Título não encontrado.', codigo: 'NAO_ENCONTRADO' } } });
    renderizar();
    expect(await screen.findByRole('alert')).toHaveTextContent('Título não encontrado.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
