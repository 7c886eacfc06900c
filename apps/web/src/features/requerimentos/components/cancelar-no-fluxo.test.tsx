import type { RequerimentoDetalhe, TituloResumo } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { acompanhamento, CHAVE_TESTE, detalhe, detalheStaff, ID_PESSOA, ID_RASCUNHO } from './dados-de-teste';

afterEach(() => {
  window.sessionStorage.clear();
});

/** GET answers `inicial` until POST …/cancelar is answered; then the cancelled request. */
function fluxoQueCancela(inicial: RequerimentoDetalhe, mudancas: Partial<RequerimentoDetalhe> = {}) {
  let cancelado = false;
  const depois: RequerimentoDetalhe = { ...inicial, status: 'cancelado', acoes: [], ...mudancas };
  return instalarApiFake({
    [`GET /requerimentos/${ID_RASCUNHO}`]: () => ({ status: 200, data: cancelado ? depois : inicial }),
    [`POST /requerimentos/${ID_RASCUNHO}/cancelar`]: () => {
      cancelado = true;
      return { status: 200, data: depois };
    },
  });
}

describe('Descartar rascunho on the documentos step', () => {
  it('discards the member’s draft (reason sent to …/cancelar) and the flow shows it discarded', async () => {
    logarComo(maria);
    const api = fluxoQueCancela(detalhe());
    const { user, router } = renderizarRota(`/home/casag/requerimentos/262/documentos?id=${ID_RASCUNHO}`);

    await user.click(await screen.findByRole('button', { name: 'Descartar rascunho' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar requerimento?' });
    expect(dialogo).toHaveTextContent('Auxílio maternidade (rascunho)');
    expect(dialogo).toHaveTextContent('O rascunho será descartado com os documentos anexados');
    await user.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), 'Vou pedir outro auxílio.');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar requerimento' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home/casag/requerimentos/262/finalizado'));
    expect(router.state.location.search).toBe(`?id=${ID_RASCUNHO}`);
    const quadro = await screen.findByTestId('protocolo');
    expect(within(quadro).getByRole('heading', { name: 'Rascunho descartado' })).toBeInTheDocument();
    expect(quadro).toHaveTextContent('Este rascunho não foi enviado e não será analisado.');
    expect(within(quadro).getByText('Cancelado')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meus requerimentos' })).toHaveAttribute('href', '/home/casag/meusRequerimentosCasag');
    expect(api.chamadasDe(`POST /requerimentos/${ID_RASCUNHO}/cancelar`).map((c) => c.corpo)).toEqual([{ motivo: 'Vou pedir outro auxílio.' }]);
    expect(api.chamadasDe(`POST /requerimentos/${ID_RASCUNHO}/enviar`)).toHaveLength(0);
  });

  it('409: the server’s message is shown and the draft stays', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalhe() },
      [`POST /requerimentos/${ID_RASCUNHO}/cancelar`]: {
        status: 409,
        data: { mensagem: 'Este requerimento já foi enviado e não pode ser descartado.', codigo: 'TRANSICAO_INVALIDA' },
      },
    });
    const { user, router } = renderizarRota(`/home/casag/requerimentos/262/documentos?id=${ID_RASCUNHO}`);
    await user.click(await screen.findByRole('button', { name: 'Descartar rascunho' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar requerimento?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar requerimento' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('Este requerimento já foi enviado e não pode ser descartado.');
    expect(router.state.location.pathname).toBe('/home/casag/requerimentos/262/documentos');
    expect(api.chamadasDe(`POST /requerimentos/${ID_RASCUNHO}/cancelar`)).toHaveLength(1);
  });

  it('not offered when the server does not list cancelar among the member’s actions', async () => {
    logarComo(maria);
    instalarApiFake({ [`GET /requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalhe({ acoes: [] }) } });
    renderizarRota(`/home/casag/requerimentos/262/documentos?id=${ID_RASCUNHO}`);
    expect(await screen.findByTestId('documento-certidao_evento')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descartar rascunho' })).not.toBeInTheDocument();
  });

  it('never on the anonymous report (301): it has no member owner', async () => {
    logarComo(maria);
    window.sessionStorage.setItem(`denuncia-anonima:${ID_RASCUNHO}`, CHAVE_TESTE);
    const api = instalarApiFake({ 'POST /ouvidoria/acompanhamento': { status: 200, data: acompanhamento() } });
    renderizarRota(`/home/casag/ouvidoria/301/documentos?id=${ID_RASCUNHO}`);
    expect(await screen.findByRole('button', { name: /Enviar denúncia/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descartar rascunho' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
    expect(api.chamadas.some((c) => c.url.endsWith('/cancelar'))).toBe(false);
  });

  it('not on a draft staff file for a member (the staff detail’s actions are not the member’s)', async () => {
    logarComo(ana);
    instalarApiFake({
      [`GET /area-restrita/requerimentos/${ID_RASCUNHO}`]: { status: 200, data: detalheStaff({ acoes: ['cancelar'] }) },
    });
    renderizarRota(`/area-restrita/requerimentos-interno/262/documentos?pessoa=${ID_PESSOA}&id=${ID_RASCUNHO}`);
    expect(await screen.findByTestId('em-nome-de')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descartar rascunho' })).not.toBeInTheDocument();
  });
});

describe('Cancelar requerimento on the pagamento step', () => {
  const titulo: TituloResumo = {
    id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
    nufin: 104233,
    origem: 'taxa_requerimento',
    descricao: 'Taxa — Certidão de regularidade (protocolo 2026/000124)',
    exercicio: null,
    vencimento: '2026-11-24',
    valorCentavos: 3000,
    status: 'aberto',
    vencido: false,
  };
  const aguardando = detalhe({
    codigo: '401',
    area: 'oab',
    titulo: 'Certidão de regularidade',
    dados: { finalidade: 'licitacao', finalidadeOutra: null },
    status: 'aguardando_pagamento',
    protocolo: '2026/000124',
    enviadoEm: '2026-11-21T12:00:00.000Z',
    tituloTaxa: titulo,
    acoes: ['cancelar'],
  });

  it('says the fee is cancelled; once cancelled the step shows the request and its fee cancelled', async () => {
    logarComo(maria);
    const api = fluxoQueCancela(aguardando, { tituloTaxa: { ...titulo, status: 'cancelado' } });
    const { user, router } = renderizarRota(`/requerimento/${ID_RASCUNHO}/pagamento`);

    await user.click(await screen.findByRole('button', { name: 'Cancelar requerimento' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar requerimento?' });
    expect(dialogo).toHaveTextContent('Certidão de regularidade — protocolo 2026/000124');
    expect(dialogo).toHaveTextContent('A taxa deste pedido será cancelada e não precisará mais ser paga.');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar requerimento' }));

    const aviso = await screen.findByTestId('pagamento-cancelado');
    expect(aviso).toHaveTextContent('Pedido cancelado');
    expect(aviso).toHaveTextContent('A taxa deste pedido foi cancelada e não precisa ser paga.');
    await waitFor(() => expect(aviso).toHaveFocus());
    expect(screen.getByTestId('titulo-taxa')).toHaveTextContent('Cancelado');
    expect(screen.queryByTestId('pagamento-em-breve')).not.toBeInTheDocument();
    expect(screen.queryByText('Taxa paga. O pedido seguiu para análise.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar requerimento' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/requerimento/${ID_RASCUNHO}/pagamento`);
    expect(api.chamadasDe(`POST /requerimentos/${ID_RASCUNHO}/cancelar`).map((c) => c.corpo)).toEqual([{}]);
  });

  it('not offered once the fee was paid (the request went on)', async () => {
    logarComo(maria);
    instalarApiFake({
      [`GET /requerimentos/${ID_RASCUNHO}`]: {
        status: 200,
        data: { ...aguardando, status: 'em_analise', acoes: [], tituloTaxa: { ...titulo, status: 'pago' } },
      },
    });
    renderizarRota(`/requerimento/${ID_RASCUNHO}/pagamento`);
    expect(await screen.findByText('Taxa paga. O pedido seguiu para análise.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar requerimento' })).not.toBeInTheDocument();
  });
});
