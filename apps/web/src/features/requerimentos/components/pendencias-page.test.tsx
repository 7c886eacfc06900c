import { formatarDataBr, type Pendencias, type TituloResumo } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { diaDaqui, novoId, resumo } from './dados-de-teste-listas';

const nada: Pendencias = { rascunhos: [], diligencias: [], aguardandoPagamento: [], titulosAbertos: [] };

function titulo(dados: Partial<TituloResumo>): TituloResumo {
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
    ...dados,
  };
}

describe('/requerimento-pendente', () => {
  it('shows drafts, diligências with deadline, requests waiting for payment and open títulos with totals', async () => {
    logarComo(maria);
    const prazo = diaDaqui(5);
    const rascunho = resumo({ titulo: 'Certidão de regularidade', codigo: '401', area: 'oab', status: 'rascunho', protocolo: null, enviadoEm: null });
    const diligencia = resumo({ titulo: 'Auxílio extraordinário', codigo: '264', status: 'em_diligencia', prazoDiligencia: prazo });
    const pagar = resumo({ titulo: 'Segunda via da carteira', codigo: '402', area: 'oab', status: 'aguardando_pagamento', protocolo: '2026/000007' });
    const api = instalarApiFake({
      'GET /requerimentos/pendencias': {
        status: 200,
        data: {
          rascunhos: [rascunho],
          diligencias: [diligencia],
          aguardandoPagamento: [pagar],
          titulosAbertos: [
            titulo({ nufin: 900, descricao: 'Anuidade 2024', exercicio: 2024, vencimento: '2024-03-31', valorCentavos: 85_000, vencido: true }),
            titulo({ nufin: 1001, descricao: 'Taxa — Segunda via da carteira (protocolo 2026/000007)', origem: 'taxa_requerimento', exercicio: null, vencimento: '2026-12-31', valorCentavos: 5_000 }),
          ],
        },
      },
    });
    renderizarRota('/requerimento-pendente');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pendências' })).toBeInTheDocument();
    const rascunhos = await screen.findByRole('region', { name: 'Rascunhos' });
    expect(within(rascunhos).getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', `/requerimento/${rascunho.id}/documentos`);

    const diligencias = screen.getByRole('region', { name: 'Diligências' });
    expect(within(diligencias).getByTestId('prazo-diligencia')).toHaveTextContent(`Responda até ${formatarDataBr(prazo)} (faltam 5 dias).`);
    expect(within(diligencias).getByRole('link', { name: 'Responder diligência' })).toHaveAttribute('href', `/home/casag/requerimentos/273?pai=${diligencia.id}`);
    expect(within(diligencias).getByRole('link', { name: 'Ver o que foi pedido' })).toHaveAttribute('href', `/perfil/meus-requerimentos/${diligencia.id}/protocolo`);

    const aguardando = screen.getByRole('region', { name: 'Aguardando pagamento' });
    expect(within(aguardando).getByRole('link', { name: 'Pagar taxa' })).toHaveAttribute('href', `/requerimento/${pagar.id}/pagamento`);
    expect(within(aguardando).getByRole('link', { name: 'Comprovante' })).toHaveAttribute('href', `/perfil/meus-requerimentos/${pagar.id}/protocolo`);

    const titulos = screen.getByRole('region', { name: 'Títulos em aberto' });
    const [vencido, aVencer] = within(titulos).getAllByTestId('item-titulo');
    expect(vencido).toHaveTextContent('Anuidade 2024');
    expect(vencido).toHaveTextContent('Título nº 900 · Vencimento 31/03/2024');
    expect(vencido).toHaveTextContent('R$ 850,00');
    expect(within(vencido!).getByText('Vencido')).toBeInTheDocument();
    expect(aVencer).toHaveTextContent('Título nº 1001 · Vencimento 31/12/2026');
    expect(within(aVencer!).queryByText('Vencido')).not.toBeInTheDocument();
    const totais = within(titulos).getByTestId('totais-titulos');
    expect(totais).toHaveTextContent('Total em aberto: R$ 900,00');
    expect(totais).toHaveTextContent('Vencidos: R$ 850,00 (1 título)');

    expect(screen.queryByText('Nada pendente')).not.toBeInTheDocument();
    expect(api.chamadasDe('GET /requerimentos/pendencias')).toHaveLength(1);
  });

  it('shows only the sections that have something', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /requerimentos/pendencias': { status: 200, data: { ...nada, titulosAbertos: [titulo({})] } } });
    renderizarRota('/requerimento-pendente');
    expect(await screen.findByRole('region', { name: 'Títulos em aberto' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rascunhos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Diligências' })).not.toBeInTheDocument();
    expect(screen.getByTestId('totais-titulos')).not.toHaveTextContent('Vencidos');
  });

  it('nothing pending: a friendly "Nada pendente"', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /requerimentos/pendencias': { status: 200, data: nada } });
    renderizarRota('/requerimento-pendente');
    const vazio = await screen.findByTestId('nada-pendente');
    expect(within(vazio).getByRole('heading', { name: 'Nada pendente' })).toBeInTheDocument();
    expect(within(vazio).getByRole('link', { name: 'Ver meus requerimentos' })).toHaveAttribute('href', '/perfil/meus-requerimentos');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('error: shows the message and retries', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /requerimentos/pendencias': (_req, vez) => (vez === 1 ? { redeFalhou: true } : { status: 200, data: nada }),
    });
    const { user } = renderizarRota('/requerimento-pendente');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com o servidor.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('nada-pendente')).toBeInTheDocument();
    expect(api.chamadasDe('GET /requerimentos/pendencias')).toHaveLength(2);
  });
});
