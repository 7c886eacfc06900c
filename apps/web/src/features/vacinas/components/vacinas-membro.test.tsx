import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { carlos, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { campanha, campanhas, compra, ID_CAMPANHA, ID_COMPRA, ID_MARIA, ID_PEDRO } from './dados-de-teste';

// The payment panel (PIX/boleto, polling) has its own tests; here it only has to open for the right título.
vi.mock('@/components/pagamento/pagar-titulo', () => ({
  PagarTitulo: ({ nufin, onPago, onCobranca }: { nufin: number; onPago?: () => void; onCobranca?: (c: { meio: string }) => void }) => (
    <div data-testid="pagar-titulo">
      Pagamento do título {nufin}
      <button type="button" onClick={onPago}>
        Confirmar pagamento (teste)
      </button>
      <button type="button" onClick={() => onCobranca?.({ meio: 'boleto' })}>
        Gerar boleto (teste)
      </button>
    </div>
  ),
}));

describe('/home/casag/vacinas', () => {
  it("shows this member's price, the stock and the reason an inadimplente pays more", async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /vacinas/campanhas': {
        status: 200,
        data: campanhas({ adimplente: false, itens: [campanha({ precoCentavos: 12_000, avisoPreco: 'Você tem um título vencido (R$ 985,00). Quem está em dia com a OAB paga o preço menor.' })] }),
      },
    });
    renderizarRota('/home/casag/vacinas');
    const cartao = await screen.findByRole('region', { name: 'Influenza 2026' });
    expect(within(cartao).getByText('R$ 120,00')).toBeInTheDocument();
    expect(within(cartao).getByText('200')).toBeInTheDocument();
    expect(within(cartao).getByTestId('aviso-preco')).toHaveTextContent('Você tem um título vencido');
    expect(within(cartao).getByRole('link', { name: 'Adquirir doses de Influenza 2026' })).toHaveAttribute('href', `/home/casag/vacinas/adquirir?campanha=${ID_CAMPANHA}`);
  });

  it('tells a collaborator they cannot buy, and why a campaign is closed to a household at its cap', async () => {
    logarComo(carlos);
    instalarApiFake({
      'GET /vacinas/campanhas': {
        status: 200,
        data: campanhas({ colaborador: true, itens: [campanha({ elegivel: false, podeComprar: 0, motivo: 'A CASAG atende advogados e advogadas: no modo colaborador não é possível comprar vacinas.' })] }),
      },
    });
    renderizarRota('/home/casag/vacinas');
    expect(await screen.findByTestId('aviso-colaborador')).toHaveTextContent('modo colaborador');
    expect(screen.getByTestId('motivo')).toHaveTextContent('não é possível comprar vacinas');
    expect(screen.queryByRole('link', { name: /Adquirir doses/ })).not.toBeInTheDocument();
  });

  it('has an empty state and an error state with retry', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /vacinas/campanhas': (_r, vez) => (vez === 1 ? { status: 500, data: { mensagem: 'Falhou.', codigo: 'ERRO_INTERNO' } } : { status: 200, data: campanhas({ itens: [] }) }) });
    renderizarRota('/home/casag/vacinas');
    await userEvent.click(await screen.findByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByText('Nenhuma campanha de vacinação com vendas abertas agora.')).toBeInTheDocument();
  });
});

describe('/home/casag/vacinas/adquirir', () => {
  it('sums the chosen people, sends them, then shows the título to pay on the same page', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /vacinas/campanhas': { status: 200, data: campanhas() },
      'POST /vacinas/compras': { status: 201, data: compra() },
      [`GET /vacinas/compras/${ID_COMPRA}`]: { status: 200, data: compra() },
    });
    renderizarRota(`/home/casag/vacinas/adquirir?campanha=${ID_CAMPANHA}`);
    const confirmar = await screen.findByRole('button', { name: 'Confirmar compra' });
    expect(confirmar).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Maria Aparecida Souza (você)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pedro Souza Lima' }));
    expect(screen.getByTestId('resumo')).toHaveTextContent('2 doses × R$ 80,00');
    expect(screen.getByTestId('resumo')).toHaveTextContent('R$ 160,00');
    await userEvent.click(confirmar);
    expect(await screen.findByTestId('pagar-titulo')).toHaveTextContent('Pagamento do título 4321');
    expect(screen.getByTestId('compra-reservada')).toBeInTheDocument();
    expect(api.chamadasDe('POST /vacinas/compras')[0]?.corpo).toEqual({ campanhaId: ID_CAMPANHA, pessoas: [ID_MARIA, ID_PEDRO], usarViraMais: false });
  });

  it('reads the reservation again once a boleto is made: its deadline becomes the day after the due date', async () => {
    logarComo(maria);
    const comBoleto = compra({ expiraEm: '2026-12-01T03:00:00.000Z' });
    instalarApiFake({
      [`GET /vacinas/compras/${ID_COMPRA}`]: (_r, vez) => ({ status: 200, data: vez === 1 ? compra() : comBoleto }),
    });
    renderizarRota(`/home/casag/vacinas/adquirir?compra=${ID_COMPRA}`);
    expect(await screen.findByTestId('compra-reservada')).toHaveTextContent('Pague até 26/11/2026 às 09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar boleto (teste)' }));
    await waitFor(() => expect(screen.getByTestId('compra-reservada')).toHaveTextContent('Pague até 01/12/2026 às 00:00'));
  });

  it("shows the server's refusal and keeps the choice", async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /vacinas/campanhas': { status: 200, data: campanhas() },
      'POST /vacinas/compras': { status: 409, data: { mensagem: 'Restam só 1 dose nesta campanha.', codigo: 'VACINA_SEM_ESTOQUE' } },
    });
    renderizarRota('/home/casag/vacinas/adquirir');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Maria Aparecida Souza (você)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pedro Souza Lima' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar compra' }));
    expect(await screen.findByTestId('erro-compra')).toHaveTextContent('Restam só 1 dose nesta campanha.');
    expect(screen.getByRole('checkbox', { name: 'Pedro Souza Lima' })).toBeChecked();
  });

  it('takes ViraMais credits off the summary when asked, and disables people who already have a dose', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /vacinas/campanhas': {
        status: 200,
        data: campanhas({ saldoViraMaisCentavos: 5_000, itens: [campanha({ pessoas: [...campanha().pessoas.slice(0, 1), { ...campanha().pessoas[1]!, jaTemDose: true }] })] }),
      },
      'POST /vacinas/compras': { status: 201, data: compra({ status: 'paga', titulo: null, viramaisCentavos: 8_000, totalCentavos: 8_000 }) },
      [`GET /vacinas/compras/${ID_COMPRA}`]: { status: 200, data: compra({ status: 'paga', titulo: null }) },
    });
    renderizarRota('/home/casag/vacinas/adquirir');
    expect(await screen.findByRole('checkbox', { name: 'Pedro Souza Lima — já tem dose' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Maria Aparecida Souza (você)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Usar meus créditos ViraMais/ }));
    expect(screen.getByTestId('resumo')).toHaveTextContent('− R$ 50,00');
    expect(screen.getByTestId('resumo')).toHaveTextContent('A pagarR$ 30,00');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar compra' }));
    expect(await screen.findByTestId('compra-paga')).toBeInTheDocument();
    expect(screen.queryByTestId('pagar-titulo')).not.toBeInTheDocument();
    await waitFor(() => expect(api.chamadasDe('POST /vacinas/compras')[0]?.corpo).toMatchObject({ usarViraMais: true }));
  });
});

describe('/home/casag/vacinas/extrato', () => {
  it('lists doses with status, the short code under each paid dose and the receipt of a paid título', async () => {
    logarComo(maria);
    const paga = compra({
      status: 'paga',
      expiraEm: null,
      titulo: { ...compra().titulo!, status: 'pago' },
      doses: [
        { ...compra().doses[0]!, status: 'paga', voucher: { codigo: 'PU1.V.x.1.y', codigoCurto: 'ABCDE12345' } },
        { ...compra().doses[1]!, status: 'aplicada', voucher: { codigo: 'PU1.V.z.1.w', codigoCurto: 'FGHJK67890' }, aplicadaEm: '2026-11-26T15:00:00.000Z', aplicadaLocal: 'Sede' },
      ],
    });
    instalarApiFake({ 'GET /vacinas/compras': { status: 200, data: { itens: [paga] } } });
    renderizarRota('/home/casag/vacinas/extrato');
    const artigo = await screen.findByRole('article', { name: 'Influenza 2026' });
    expect(within(artigo).getByText('ABCDE-12345')).toBeInTheDocument();
    expect(within(artigo).queryByText('FGHJK-67890')).not.toBeInTheDocument();
    expect(within(artigo).getByText(/Aplicada em 26\/11\/2026 às 12:00 \(Sede\)/)).toBeInTheDocument();
    expect(within(artigo).getByRole('button', { name: 'Recibo do título 4321 (PDF)' })).toBeInTheDocument();
    expect(await within(artigo).findByRole('img', { name: 'QR do voucher de Maria Aparecida Souza' })).toBeInTheDocument();
  });

  it('cancels a reservation after confirming, and reads the statement again', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /vacinas/compras': (_r, vez) => ({ status: 200, data: { itens: [vez === 1 ? compra() : compra({ status: 'cancelada', expiraEm: null })] } }),
      [`POST /vacinas/compras/${ID_COMPRA}/cancelar`]: { status: 200, data: compra({ status: 'cancelada', expiraEm: null }) },
    });
    renderizarRota('/home/casag/vacinas/extrato');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar a reserva de Influenza 2026?' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar reserva' }));
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(api.chamadasDe(`POST /vacinas/compras/${ID_COMPRA}/cancelar`)).toHaveLength(1);
  });

  it('has an empty state', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /vacinas/compras': { status: 200, data: { itens: [] } } });
    renderizarRota('/home/casag/vacinas/extrato');
    expect(await screen.findByText('Você ainda não comprou vacinas.')).toBeInTheDocument();
  });
});
