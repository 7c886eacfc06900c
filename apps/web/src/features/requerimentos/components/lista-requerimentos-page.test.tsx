import { formatarDataBr } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { carlos, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { diaDaqui, pagina, resumo } from './dados-de-teste-listas';

function itemCom(texto: string): HTMLElement {
  const item = screen.getAllByTestId('item-requerimento').find((el) => el.textContent?.includes(texto));
  if (!item) throw new Error(`Nenhum item com "${texto}".`);
  return item;
}

describe('/perfil/meus-requerimentos', () => {
  it('lists each request with status (once, in the chip), code, protocol, Brasília dates and the right action', async () => {
    logarComo(maria);
    const prazo = diaDaqui(10);
    const rascunho = resumo({
      titulo: 'Auxílio funeral',
      codigo: '265',
      status: 'rascunho',
      protocolo: null,
      enviadoEm: null,
      atualizadoEm: '2026-03-10T13:05:20.000Z',
    });
    const diligencia = resumo({ titulo: 'Auxílio extraordinário', codigo: '264', status: 'em_diligencia', protocolo: '2026/000002', prazoDiligencia: prazo });
    const deferido = resumo({ status: 'deferido', protocolo: '2026/000001' });
    const taxa = resumo({ titulo: 'Certidão de regularidade', codigo: '401', area: 'oab', status: 'aguardando_pagamento', protocolo: '2026/000003' });
    const api = instalarApiFake({ 'GET /requerimentos': pagina([rascunho, diligencia, deferido, taxa]) });
    renderizarRota('/perfil/meus-requerimentos');

    expect(await screen.findByRole('heading', { level: 1, name: 'Meus requerimentos' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await screen.findAllByTestId('item-requerimento');
    expect(screen.getByTestId('lista-total')).toHaveTextContent('4 requerimentos');

    const r = itemCom('Auxílio funeral');
    expect(r).toHaveTextContent('CASAG · Código 265 · Ainda sem protocolo');
    // Updated in the same minute it was created: one date, not 'Criado em X · Atualizado em X'.
    expect(r).toHaveTextContent('Criado em 10/03/2026, 10:05');
    expect(r).not.toHaveTextContent('Atualizado em');
    expect(within(r).getByText('Rascunho', { selector: '.pl-chip' })).toBeInTheDocument();
    expect(within(r).getAllByText(/Rascunho/)).toHaveLength(1);
    expect(within(r).getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', `/home/casag/requerimentos/265/documentos?id=${rascunho.id}`);
    expect(within(r).queryByRole('link', { name: 'Comprovante' })).not.toBeInTheDocument();

    const d = itemCom('Auxílio extraordinário');
    expect(d).toHaveTextContent('Protocolo 2026/000002');
    const aviso = within(d).getByTestId('prazo-diligencia');
    expect(aviso).toHaveTextContent(`Diligência: Responda até ${formatarDataBr(prazo)} (faltam 10 dias).`);
    // What was asked is in the receipt's history.
    expect(within(aviso).getByRole('link', { name: 'Ver o que foi pedido' })).toHaveAttribute('href', `/perfil/meus-requerimentos/${diligencia.id}/protocolo`);
    expect(within(aviso).getByRole('link', { name: 'Ver o que foi pedido' })).toHaveAccessibleDescription('Auxílio extraordinário');
    expect(within(d).getByRole('link', { name: 'Responder diligência' })).toHaveAttribute('href', `/home/casag/requerimentos/273?pai=${diligencia.id}`);
    expect(within(d).getByRole('link', { name: 'Comprovante' })).toHaveAttribute('href', `/perfil/meus-requerimentos/${diligencia.id}/protocolo`);

    const f = itemCom('Auxílio maternidade');
    // 13:20 UTC is 10:20 in Brasília.
    expect(f).toHaveTextContent('Enviado em 10/03/2026, 10:20 · Atualizado em 11/03/2026, 11:00');
    expect(within(f).getByText('Deferido')).toBeInTheDocument();
    expect(within(f).queryByTestId('prazo-diligencia')).not.toBeInTheDocument();
    expect(within(f).getAllByRole('link').map((l) => l.textContent)).toEqual(['Comprovante']);

    const t = itemCom('Certidão de regularidade');
    expect(within(t).getByRole('link', { name: 'Pagar taxa' })).toHaveAttribute('href', `/requerimento/${taxa.id}/pagamento`);

    expect(api.chamadasDe('GET /requerimentos')[0]?.params).toEqual({ pagina: 1, tamanho: 10 });
  });

  it('filters by area and status through the URL and the request query; Limpar filtros resets', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /requerimentos': pagina([resumo()]) });
    const { user, router } = renderizarRota('/perfil/meus-requerimentos');
    await screen.findAllByTestId('item-requerimento');

    await user.selectOptions(screen.getByLabelText('Área'), 'CASAG');
    await waitFor(() => expect(api.chamadasDe('GET /requerimentos').at(-1)?.params).toEqual({ pagina: 1, tamanho: 10, area: 'casag' }));
    expect(router.state.location.search).toBe('?area=casag');

    await user.selectOptions(screen.getByLabelText('Situação'), 'Em diligência');
    await waitFor(() =>
      expect(api.chamadasDe('GET /requerimentos').at(-1)?.params).toEqual({ pagina: 1, tamanho: 10, area: 'casag', status: 'em_diligencia' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('em_diligencia');

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.chamadasDe('GET /requerimentos').at(-1)?.params).toEqual({ pagina: 1, tamanho: 10 });
    expect(screen.getByLabelText('Área')).toHaveValue('');
  });

  it('reads the filters from the URL; unknown values are ignored', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /requerimentos': pagina([resumo()]) });
    renderizarRota('/perfil/meus-requerimentos?area=oab&status=rascunho');
    await screen.findAllByTestId('item-requerimento');
    expect(api.chamadasDe('GET /requerimentos')[0]?.params).toEqual({ pagina: 1, tamanho: 10, area: 'oab', status: 'rascunho' });
    expect(screen.getByLabelText('Área')).toHaveValue('oab');
    expect(screen.getByLabelText('Situação')).toHaveValue('rascunho');
  });

  it('ignores filter values that are not areas or statuses', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /requerimentos': pagina([resumo()]) });
    renderizarRota('/perfil/meus-requerimentos?area=xyz&status=<b>&pagina=-3');
    await screen.findAllByTestId('item-requerimento');
    expect(api.chamadasDe('GET /requerimentos')[0]?.params).toEqual({ pagina: 1, tamanho: 10 });
  });

  it('pages through the list; the page is in the URL', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /requerimentos': (req) => {
        const p = Number(req.params.pagina);
        return pagina([resumo({ titulo: `Pedido da página ${p}` })], { total: 25, pagina: p });
      },
    });
    const { user, router } = renderizarRota('/perfil/meus-requerimentos?area=casag');
    expect(await screen.findByText('Pedido da página 1')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Páginas de requerimentos' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    expect(await screen.findByText('Pedido da página 2')).toBeInTheDocument();
    expect(api.chamadasDe('GET /requerimentos').at(-1)?.params).toEqual({ pagina: 2, tamanho: 10, area: 'casag' });
    expect(new URLSearchParams(router.state.location.search).get('pagina')).toBe('2');
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();

    // A new filter goes back to the first page.
    await user.selectOptions(screen.getByLabelText('Situação'), 'Deferido');
    await waitFor(() =>
      expect(api.chamadasDe('GET /requerimentos').at(-1)?.params).toEqual({ pagina: 1, tamanho: 10, area: 'casag', status: 'deferido' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('pagina')).toBeNull();
  });

  it('has no pagination when everything fits in one page', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /requerimentos': pagina([resumo()], { total: 1 }) });
    renderizarRota('/perfil/meus-requerimentos');
    await screen.findAllByTestId('item-requerimento');
    expect(screen.queryByRole('navigation', { name: 'Páginas de requerimentos' })).not.toBeInTheDocument();
    expect(screen.getByTestId('lista-total')).toHaveTextContent('1 requerimento');
  });

  it('empty: says so and links to where to start', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /requerimentos': pagina([]) });
    renderizarRota('/perfil/meus-requerimentos');
    const vazio = await screen.findByTestId('lista-vazia');
    expect(vazio).toHaveTextContent('Você ainda não fez nenhum requerimento.');
    expect(within(vazio).getByRole('link', { name: 'Requerimentos OAB' })).toHaveAttribute('href', '/requerimento');
    expect(within(vazio).getByRole('link', { name: 'Benefícios CASAG' })).toHaveAttribute('href', '/home/casag/requerimentos');
    expect(within(vazio).getByRole('link', { name: 'Ouvidoria' })).toHaveAttribute('href', '/home/casag/ouvidoria');
  });

  it('empty, for a collaborator: no way to the OAB services, which are for lawyers only', async () => {
    logarComo(carlos);
    instalarApiFake({ 'GET /requerimentos': pagina([]) });
    renderizarRota('/perfil/meus-requerimentos');
    const vazio = await screen.findByTestId('lista-vazia');
    expect(within(vazio).queryByRole('link', { name: 'Requerimentos OAB' })).not.toBeInTheDocument();
    expect(within(vazio).getByRole('link', { name: 'Benefícios CASAG' })).toHaveAttribute('href', '/home/casag/requerimentos');
    expect(within(vazio).getByRole('link', { name: 'Ouvidoria' })).toHaveAttribute('href', '/home/casag/ouvidoria');
  });

  it('empty with filters: says nothing matches (not "you never asked")', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /requerimentos': pagina([]) });
    renderizarRota('/perfil/meus-requerimentos?status=indeferido');
    expect(await screen.findByText('Nenhum requerimento encontrado com estes filtros.')).toBeInTheDocument();
    expect(screen.queryByTestId('lista-vazia')).not.toBeInTheDocument();
  });

  it('error: shows the message and retries', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /requerimentos': (_req, vez) =>
        vez === 1 ? { status: 500, data: { mensagem: 'Serviço indisponível.', codigo: 'INTERNO' } } : pagina([resumo()]),
    });
    const { user } = renderizarRota('/perfil/meus-requerimentos');
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Auxílio maternidade')).toBeInTheDocument();
    expect(api.chamadasDe('GET /requerimentos')).toHaveLength(2);
  });
});

describe('the scoped lists', () => {
  it('/requerimentos asks for the OAB ones and has no area filter', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /requerimentos': pagina([]) });
    renderizarRota('/requerimentos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus requerimentos OAB' })).toBeInTheDocument();
    await screen.findByTestId('lista-vazia');
    expect(api.chamadasDe('GET /requerimentos')[0]?.params).toEqual({ pagina: 1, tamanho: 10, area: 'oab' });
    expect(screen.queryByLabelText('Área')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('lista-vazia')).getByRole('link', { name: 'Solicitar um serviço' })).toHaveAttribute('href', '/requerimento');
  });

  it('/home/casag/requerimentosCasag asks for the open CASAG ones; its status filter offers only open statuses', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /requerimentos': pagina([resumo({ status: 'em_analise' })]) });
    renderizarRota('/home/casag/requerimentosCasag');
    expect(await screen.findByRole('heading', { level: 1, name: 'Requerimentos CASAG em andamento' })).toBeInTheDocument();
    await screen.findAllByTestId('item-requerimento');
    expect(api.chamadasDe('GET /requerimentos')[0]?.params).toEqual({ pagina: 1, tamanho: 10, area: 'casag', abertos: 'true' });
    const opcoes = within(screen.getByLabelText('Situação')).getAllByRole('option').map((o) => o.textContent);
    expect(opcoes).toEqual(['Todas', 'Rascunho', 'Aguardando pagamento', 'Enviado', 'Em análise', 'Em diligência']);
    expect(screen.getByRole('link', { name: 'Voltar para a CASAG' })).toHaveAttribute('href', '/home/casag');
  });

  it('/home/casag/meusRequerimentosCasag asks for all CASAG ones, filtered by status', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /requerimentos': pagina([resumo()]) });
    const { user } = renderizarRota('/home/casag/meusRequerimentosCasag');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus requerimentos CASAG' })).toBeInTheDocument();
    await screen.findAllByTestId('item-requerimento');
    expect(api.chamadasDe('GET /requerimentos')[0]?.params).toEqual({ pagina: 1, tamanho: 10, area: 'casag' });
    await user.selectOptions(screen.getByLabelText('Situação'), 'Indeferido');
    await waitFor(() =>
      expect(api.chamadasDe('GET /requerimentos').at(-1)?.params).toEqual({ pagina: 1, tamanho: 10, area: 'casag', status: 'indeferido' }),
    );
  });
});
