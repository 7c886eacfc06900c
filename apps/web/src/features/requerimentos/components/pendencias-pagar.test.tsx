import type { Pendencias, Titulo, TituloResumo } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { novoId } from './dados-de-teste-listas';

function resumo(o: Partial<TituloResumo>): TituloResumo {
  return {
    id: novoId(),
    nufin: 1001,
    origem: 'anuidade',
    descricao: 'Anuidade 2026',
    exercicio: 2026,
    vencimento: '2026-12-31',
    valorCentavos: 98_000,
    status: 'aberto',
    vencido: false,
    ...o,
  };
}

function completo(t: TituloResumo, o: Partial<Titulo> = {}): Titulo {
  return {
    ...t,
    descontoCentavos: 0,
    descontoAte: null,
    multaBp: 200,
    jurosMensalBp: 100,
    pagoEm: null,
    valorPagoCentavos: null,
    meioPagamento: null,
    plano: null,
    requerimentoId: null,
    devido: { principalCentavos: t.valorCentavos, descontoCentavos: 0, multaCentavos: 0, jurosCentavos: 0, totalCentavos: t.valorCentavos, diasAtraso: 0 },
    acoes: ['pagar'],
    ...o,
  };
}

const nada: Pendencias = { rascunhos: [], diligencias: [], aguardandoPagamento: [], titulosAbertos: [] };

describe('/requerimento-pendente: paying and negotiating open títulos', () => {
  it('each open título has Pagar; overdue debts also Negociar; other overdue títulos (a fee) only Pagar', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /requerimentos/pendencias': {
        status: 200,
        data: {
          ...nada,
          titulosAbertos: [
            resumo({ nufin: 900, descricao: 'Anuidade 2024', exercicio: 2024, vencimento: '2024-03-31', vencido: true }),
            resumo({ nufin: 901, descricao: 'Taxa — Segunda via da carteira', origem: 'taxa_requerimento', exercicio: null, vencimento: '2024-05-10', vencido: true }),
            resumo({ nufin: 1001 }),
          ],
        },
      },
    });
    renderizarRota('/requerimento-pendente');
    const [anuidadeVencida, taxaVencida, aVencer] = (await screen.findAllByTestId('item-titulo')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(anuidadeVencida).getByRole('button', { name: 'Pagar' })).toHaveAccessibleDescription('Anuidade 2024');
    expect(within(anuidadeVencida).getByRole('link', { name: 'Negociar' })).toHaveAttribute('href', '/negociacao/900');
    expect(within(taxaVencida).getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    expect(within(taxaVencida).queryByRole('link', { name: 'Negociar' })).not.toBeInTheDocument();
    expect(within(aVencer).getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    expect(within(aVencer).queryByRole('link', { name: 'Negociar' })).not.toBeInTheDocument();
  });

  it('Pagar opens PagarTitulo in a dialog; a paid título leaves the list, and the dialog keeps its confirmation', async () => {
    logarComo(maria);
    const titulo = resumo({ nufin: 1001 });
    let pago = false;
    const api = instalarApiFake({
      'GET /requerimentos/pendencias': () => ({ status: 200, data: { ...nada, titulosAbertos: pago ? [] : [titulo] } }),
      // Paid meanwhile (e.g. by the boleto printed earlier): the dialog's first read already shows it.
      'GET /financeiro/titulos/1001': () => {
        pago = true;
        return {
          status: 200,
          data: completo(titulo, { status: 'pago', pagoEm: '2026-11-20T17:45:00.000Z', valorPagoCentavos: 98_000, meioPagamento: 'boleto', devido: null, acoes: ['recibo'] }),
        };
      },
    });
    const { user } = renderizarRota('/requerimento-pendente');
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    const dialogo = await screen.findByRole('dialog', { name: /Pagar título/ });
    expect(await within(dialogo).findByTestId('pagamento-confirmado')).toHaveTextContent('Pagamento confirmado em 20/11/2026 às 14:45.');

    // The pendências are read again behind the dialog, which stays open.
    expect(await screen.findByTestId('nada-pendente')).toBeInTheDocument();
    expect(api.chamadasDe('GET /requerimentos/pendencias')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: /Pagar título/ })).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
