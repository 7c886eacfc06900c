import type { Cobranca, Titulo, TituloResumo } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { detalhe, ID_RASCUNHO } from './dados-de-teste';

const NUFIN = 104233;
const resumo: TituloResumo = {
  id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
  nufin: NUFIN,
  origem: 'taxa_requerimento',
  descricao: 'Taxa — Certidão de regularidade (protocolo 2026/000124)',
  exercicio: null,
  vencimento: '2026-11-24',
  valorCentavos: 3000,
  status: 'aberto',
  vencido: false,
};
const aberto: Titulo = {
  ...resumo,
  descontoCentavos: 0,
  descontoAte: null,
  multaBp: 200,
  jurosMensalBp: 100,
  pagoEm: null,
  valorPagoCentavos: null,
  meioPagamento: null,
  plano: null,
  requerimentoId: ID_RASCUNHO,
  devido: { principalCentavos: 3000, descontoCentavos: 0, multaCentavos: 0, jurosCentavos: 0, totalCentavos: 3000, diasAtraso: 0 },
  acoes: ['pagar'],
};
const pago: Titulo = { ...aberto, status: 'pago', pagoEm: '2026-11-21T13:05:00.000Z', valorPagoCentavos: 3000, meioPagamento: 'pix', devido: null, acoes: ['recibo'] };
const cobranca: Cobranca = {
  id: '8e9f0a1b-2c3d-4e5f-8a7b-9c0d1e2f3a4b',
  nufin: NUFIN,
  meio: 'pix',
  valorCentavos: 3000,
  detalhamento: { principalCentavos: 3000, descontoCentavos: 0, multaCentavos: 0, jurosCentavos: 0, totalCentavos: 3000, diasAtraso: 0 },
  criadaEm: '2026-11-21T13:00:00.000Z',
  expiraEm: new Date(Date.now() + 3_600_000).toISOString(),
  vencimento: null,
  pix: { txid: 'PORTAL104233ABCDEFGHIJKLMNOPQ', copiaECola: '00020101021226...6304ABCD', qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  boleto: null,
};
const oab = {
  codigo: '401',
  area: 'oab' as const,
  titulo: 'Certidão de regularidade',
  dados: { finalidade: 'licitacao', finalidadeOutra: null },
  protocolo: '2026/000124',
  enviadoEm: '2026-11-21T12:00:00.000Z',
};
const URL_PAGAMENTO = `/requerimento/${ID_RASCUNHO}/pagamento`;

afterEach(() => {
  vi.useRealTimers();
});

describe('pagamento step', () => {
  it('pays the fee by PIX; when it settles the request is read again: enviado, with the receipt and the way on', async () => {
    logarComo(maria);
    let liquidado = false;
    const api = instalarApiFake({
      [`GET /requerimentos/${ID_RASCUNHO}`]: () => ({
        status: 200,
        data: liquidado
          ? detalhe({ ...oab, status: 'enviado', tituloTaxa: { ...resumo, status: 'pago' }, acoes: ['cancelar'] })
          : detalhe({ ...oab, status: 'aguardando_pagamento', tituloTaxa: resumo, acoes: ['cancelar'] }),
      }),
      [`GET /financeiro/titulos/${NUFIN}`]: () => ({ status: 200, data: liquidado ? pago : aberto }),
      [`POST /financeiro/titulos/${NUFIN}/cobrancas`]: { status: 200, data: cobranca },
    });
    const { user, router } = renderizarRota(URL_PAGAMENTO);

    expect(await screen.findByTestId('titulo-taxa')).toHaveTextContent('104233');
    const secao = screen.getByRole('region', { name: 'Pagamento' });
    expect(await within(secao).findByTestId('devido')).toHaveTextContent('Total a pagar hojeR$ 30,00');
    expect(screen.queryByTestId('pagamento-em-breve')).not.toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.click(within(secao).getByRole('button', { name: 'PIX' }));
    expect(await within(secao).findByRole('img', { name: 'QR Code PIX' })).toBeInTheDocument();
    expect(api.chamadasDe(`GET /requerimentos/${ID_RASCUNHO}`)).toHaveLength(1);

    liquidado = true;
    await act(() => vi.advanceTimersByTimeAsync(3000));

    const confirmado = await screen.findByTestId('pagamento-requerimento-confirmado');
    expect(confirmado).toHaveTextContent('Pagamento confirmado. Seu requerimento foi enviado.');
    expect(within(confirmado).getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', `/requerimento/${ID_RASCUNHO}/finalizado`);
    expect(within(confirmado).getByRole('link', { name: 'Comprovante do pedido' })).toHaveAttribute('href', `/perfil/meus-requerimentos/${ID_RASCUNHO}/protocolo`);
    expect(screen.getByTestId('pagamento-confirmado')).toHaveTextContent('Pagamento confirmado em 21/11/2026 às 10:05.');
    expect(screen.getByRole('button', { name: 'Baixar recibo (PDF)' })).toBeInTheDocument();
    expect(screen.getByTestId('titulo-taxa')).toHaveTextContent('Pago');
    expect(api.chamadasDe(`GET /requerimentos/${ID_RASCUNHO}`)).toHaveLength(2);
    // A sent request stays reachable on this step; nothing redirects away from the confirmation.
    expect(router.state.location.pathname).toBe(URL_PAGAMENTO);
    expect(screen.queryByRole('button', { name: 'Cancelar requerimento' })).not.toBeInTheDocument();
  });

  it('coming back after paying: the confirmation and the receipt, no payment choice', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      [`GET /requerimentos/${ID_RASCUNHO}`]: {
        status: 200,
        data: detalhe({ ...oab, status: 'enviado', tituloTaxa: { ...resumo, status: 'pago' }, acoes: [] }),
      },
      [`GET /financeiro/titulos/${NUFIN}/recibo`]: { status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:recibo'), revokeObjectURL: vi.fn() });
    const clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderizarRota(URL_PAGAMENTO);

    expect(await screen.findByTestId('pagamento-requerimento-confirmado')).toHaveTextContent('Pagamento confirmado. Seu requerimento foi enviado.');
    expect(screen.queryByRole('button', { name: 'PIX' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Baixar recibo (PDF)' }));
    await waitFor(() => expect(clique).toHaveBeenCalledTimes(1));
    expect(api.chamadasDe(`GET /financeiro/titulos/${NUFIN}/recibo`)).toHaveLength(1);
    expect(api.chamadasDe(`GET /financeiro/titulos/${NUFIN}`)).toHaveLength(0);
  });
});
