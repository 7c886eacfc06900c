import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const TITULOS = 'GET /area-restrita/financeiro/titulos';
const ESTORNAR = 'POST /area-restrita/financeiro/titulos/1042/estornar-pagamento';
const REVISAO = 'GET /area-restrita/financeiro/revisao';

const base = {
  id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
  nufin: 1042,
  origem: 'anuidade',
  descricao: 'Anuidade 2026',
  exercicio: 2026,
  vencimento: '2026-12-31',
  valorCentavos: 98_500,
  descontoCentavos: 0,
  descontoAte: null,
  multaBp: 200,
  jurosMensalBp: 100,
  plano: null,
  requerimentoId: null,
  pessoa: { id: '3f0c9a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f', nome: 'Maria Aparecida Souza', cpf: '52998224725' },
};
const pago = { ...base, status: 'pago', vencido: false, pagoEm: '2026-06-29T15:00:00Z', valorPagoCentavos: 98_500, meioPagamento: 'pix', devido: null, acoes: ['recibo'] };
const aberto = {
  ...base,
  status: 'aberto',
  vencido: false,
  pagoEm: null,
  valorPagoCentavos: null,
  meioPagamento: null,
  devido: { principalCentavos: 98_500, descontoCentavos: 0, multaCentavos: 0, jurosCentavos: 0, totalCentavos: 98_500, diasAtraso: 0 },
  acoes: ['pagar'],
};

describe('/area-restrita/financeiro: reversing a paid título’s payment', () => {
  it('asks for a reason, confirms, and shows the título open again; a short reason is refused before sending', async () => {
    let estornado = false;
    const api = instalarApiFake({
      [TITULOS]: () => ({ status: 200, data: { itens: [estornado ? aberto : pago], simulacaoDisponivel: true } }),
      [ESTORNAR]: () => {
        estornado = true;
        return { status: 200, data: aberto };
      },
      [REVISAO]: { status: 200, data: { itens: [], total: 0, pagina: 1, porPagina: 20 } },
    });
    logarComo(ana);
    const { user } = renderizarRota('/area-restrita/financeiro?busca=1042');
    const cartao = await screen.findByTestId('titulo-staff');
    await user.click(within(cartao).getByRole('button', { name: 'Estornar pagamento do título 1042' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Estornar o pagamento do título 1042' });
    expect(dialogo).toHaveTextContent('créditos ViraMais');
    await user.type(within(dialogo).getByLabelText(/Motivo do estorno/), 'abc');
    await user.click(within(dialogo).getByRole('button', { name: 'Estornar pagamento' }));
    expect(await within(dialogo).findByText(/pelo menos 5 caracteres/)).toBeInTheDocument();
    expect(api.chamadasDe(ESTORNAR)).toHaveLength(0);

    await user.type(within(dialogo).getByLabelText(/Motivo do estorno/), ' — devolução do PIX pelo banco');
    await user.click(within(dialogo).getByRole('button', { name: 'Estornar pagamento' }));
    expect(await screen.findByText('Título 1042: pagamento estornado; o título voltou a ficar em aberto.')).toBeInTheDocument();
    expect(api.chamadasDe(ESTORNAR)[0]?.corpo).toEqual({ motivo: 'abc — devolução do PIX pelo banco' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Estornar pagamento/ })).not.toBeInTheDocument());
  });

  it('shows the server’s refusal in the dialog', async () => {
    instalarApiFake({
      [TITULOS]: { status: 200, data: { itens: [pago], simulacaoDisponivel: true } },
      [ESTORNAR]: { status: 409, data: { mensagem: 'Só o pagamento de um título pago pode ser estornado.', codigo: 'TITULO_NAO_PAGO' } },
      [REVISAO]: { status: 200, data: { itens: [], total: 0, pagina: 1, porPagina: 20 } },
    });
    logarComo(ana);
    const { user } = renderizarRota('/area-restrita/financeiro?busca=1042');
    await user.click(await screen.findByRole('button', { name: 'Estornar pagamento do título 1042' }));
    const dialogo = await screen.findByRole('dialog');
    await user.type(within(dialogo).getByLabelText(/Motivo do estorno/), 'Chargeback do cartão');
    await user.click(within(dialogo).getByRole('button', { name: 'Estornar pagamento' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('Só o pagamento de um título pago pode ser estornado.');
  });
});
