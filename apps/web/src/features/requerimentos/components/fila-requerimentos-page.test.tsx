import { screen, waitFor, within } from '@testing-library/react';
import { tiposDaArea } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { simularTelaEstreita } from '@/test/tela-estreita';

const ROTA = 'GET /area-restrita/requerimentos';

function item(extra: Record<string, unknown> = {}) {
  return {
    id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
    codigo: '262',
    titulo: 'Auxílio maternidade',
    area: 'casag',
    status: 'em_analise',
    protocolo: '2026/000042',
    criadoEm: '2026-03-01T12:00:00Z',
    atualizadoEm: '2026-03-02T12:00:00Z',
    enviadoEm: '2026-03-01T12:30:00Z',
    prazoDiligencia: null,
    sensivel: false,
    requerenteNome: 'Maria Aparecida Souza',
    idadeDias: 12,
    ...extra,
  };
}

const pagina = (itens: unknown[], total = itens.length) => ({ status: 200, data: { itens, total, pagina: 1, tamanho: 20 } });

function abrir(caminho = '/area-restrita/requerimentos') {
  logarComo(ana);
  return renderizarRota(caminho);
}

describe('/area-restrita/requerimentos', () => {
  it('lists the queue: protocol linking to the detail, type, requester (Anônimo for 301), status, age and deadline', async () => {
    const api = instalarApiFake({
      [ROTA]: pagina([
        item({ status: 'em_diligencia', prazoDiligencia: '2026-12-20', idadeDias: 1 }),
        item({
          id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
          codigo: '301',
          titulo: 'Denúncia anônima',
          area: 'ouvidoria',
          status: 'enviado',
          protocolo: '2026/000043',
          requerenteNome: null,
          idadeDias: 30,
        }),
      ]),
    });
    abrir();

    expect(await screen.findByRole('heading', { level: 1, name: 'Fila de requerimentos' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const linhas = await screen.findAllByTestId('fila-linha');
    expect(linhas).toHaveLength(2);
    const [primeira, segunda] = linhas.map((l) => within(l).getAllByRole('cell').map((c) => c.textContent));
    expect(primeira).toEqual(['2026/000042', '262 — Auxílio maternidade', 'Maria Aparecida Souza', 'Em diligência', 'há 1 dia', '20/12/2026']);
    expect(segunda).toEqual(['2026/000043', '301 — Denúncia anônima', 'Anônimo', 'Enviado', 'há 30 dias', '—']);
    expect(screen.getByRole('link', { name: '2026/000042' })).toHaveAttribute('href', '/area-restrita/requerimentos/0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e');
    expect(api.chamadasDe(ROTA)[0]?.params).toEqual({ pagina: 1, tamanho: 20 });
  });

  it('sends each filter to the server and keeps them in the URL; drafts are not a status choice', async () => {
    const api = instalarApiFake({ [ROTA]: pagina([item()]) });
    const { user, router } = abrir();
    await screen.findAllByTestId('fila-linha');

    const status = screen.getByRole('combobox', { name: 'Situação' });
    expect(within(status).queryByRole('option', { name: 'Rascunho' })).not.toBeInTheDocument();
    expect(within(status).getByRole('option', { name: 'Todos em aberto' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Área' }), 'CASAG');
    await waitFor(() => expect(api.chamadasDe(ROTA).at(-1)?.params).toEqual({ pagina: 1, tamanho: 20, area: 'casag' }));

    // The type list holds the chosen area's catalog codes.
    const tipo = screen.getByRole('combobox', { name: 'Tipo' });
    const opcoes = within(tipo).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(opcoes).toEqual(['', ...tiposDaArea('casag').map((t) => t.codigo)]);
    await user.selectOptions(tipo, '262');
    await user.selectOptions(status, 'Em análise');
    await user.type(screen.getByRole('textbox', { name: 'Parado há pelo menos (dias)' }), '10');
    await waitFor(() =>
      expect(api.chamadasDe(ROTA).at(-1)?.params).toEqual({ pagina: 1, tamanho: 20, area: 'casag', codigo: '262', status: 'em_analise', idadeMinimaDias: 10 }),
    );
    const busca = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(busca)).toEqual({ area: 'casag', codigo: '262', status: 'em_analise', idade: '10' });

    // A type outside the new area is dropped; an invalid age is not sent.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Área' }), 'OAB');
    await user.type(screen.getByRole('textbox', { name: 'Parado há pelo menos (dias)' }), 'x');
    expect(await screen.findByText('Use um número de 0 a 3650.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.chamadasDe(ROTA).at(-1)?.params).toEqual({ pagina: 1, tamanho: 20, area: 'oab', status: 'em_analise', idadeMinimaDias: 10 }),
    );

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(api.chamadasDe(ROTA).at(-1)?.params).toEqual({ pagina: 1, tamanho: 20 }));
    expect(screen.getByRole('textbox', { name: 'Parado há pelo menos (dias)' })).toHaveValue('');
  });

  it('names the filters for what they hold: open (staff or requester), waiting for the staff, waiting for the requester', async () => {
    const api = instalarApiFake({ [ROTA]: pagina([item()]) });
    const { user, router } = abrir();
    await screen.findAllByTestId('fila-linha');
    expect(screen.queryByText(/Requerimentos enviados que aguardam a equipe/)).not.toBeInTheDocument();
    expect(screen.getByText(/Requerimentos em aberto: os que aguardam a equipe e os que aguardam o requerente/)).toBeInTheDocument();

    const status = screen.getByRole('combobox', { name: 'Situação' });
    expect(status).toHaveValue('');
    expect(within(status).getAllByRole('option').slice(0, 3).map((o) => o.textContent)).toEqual([
      'Todos em aberto',
      'Aguardando a equipe',
      'Aguardando o requerente',
    ]);
    expect(status).toHaveAccessibleDescription('Aguardam a equipe (enviados, em análise) ou o requerente (pagamento, diligência).');
    await user.selectOptions(status, 'Aguardando a equipe');
    await waitFor(() => expect(api.chamadasDe(ROTA).at(-1)?.params).toEqual({ pagina: 1, tamanho: 20, aguarda: 'equipe' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ aguarda: 'equipe' });
    expect(status).toHaveAccessibleDescription('Enviados e em análise.');
    // One status replaces the group.
    await user.selectOptions(status, 'Em diligência');
    await waitFor(() => expect(api.chamadasDe(ROTA).at(-1)?.params).toEqual({ pagina: 1, tamanho: 20, status: 'em_diligencia' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ status: 'em_diligencia' });
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(api.chamadasDe(ROTA).at(-1)?.params).toEqual({ pagina: 1, tamanho: 20 }));
  });

  it('the age filter keeps its whole label above the field (it was cut at 1280 px)', async () => {
    instalarApiFake({ [ROTA]: pagina([item()]) });
    abrir();
    await screen.findAllByTestId('fila-linha');
    const rotulo = document.querySelector('label[for="fila-idade"]');
    expect(rotulo).toHaveTextContent('Parado há pelo menos (dias)');
    expect(rotulo).toHaveAttribute('data-shrink', 'true');
  });

  it('starts from the filters in the URL and pages through the queue', async () => {
    const api = instalarApiFake({
      [ROTA]: (req) => ({
        status: 200,
        data: { itens: [item({ protocolo: `2026/00000${String(req.params.pagina)}` })], total: 45, pagina: Number(req.params.pagina), tamanho: 20 },
      }),
    });
    const { user } = abrir('/area-restrita/requerimentos?area=ouvidoria&status=enviado&idade=5&status=bogus&codigo=999');
    expect(await screen.findByText('2026/000001')).toBeInTheDocument();
    expect(api.chamadasDe(ROTA)[0]?.params).toEqual({ pagina: 1, tamanho: 20, area: 'ouvidoria', status: 'enviado', idadeMinimaDias: 5 });
    expect(screen.getByRole('combobox', { name: 'Área' })).toHaveValue('ouvidoria');
    expect(screen.getByRole('textbox', { name: 'Parado há pelo menos (dias)' })).toHaveValue('5');

    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByText('2026/000002')).toBeInTheDocument();
    expect(api.chamadasDe(ROTA).at(-1)?.params).toEqual({ pagina: 2, tamanho: 20, area: 'ouvidoria', status: 'enviado', idadeMinimaDias: 5 });
  });

  it('shows one card per request on a narrow screen (360 px)', async () => {
    // Narrow screen: MUI's down('sm') query is a max-width one.
    simularTelaEstreita();
    instalarApiFake({ [ROTA]: pagina([item({ status: 'em_diligencia', prazoDiligencia: '2026-12-20' }), item({ id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', protocolo: '2026/000043', requerenteNome: null })]) });
    abrir();
    const cartoes = await screen.findAllByTestId('fila-cartao');
    expect(cartoes).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cartoes[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent('2026/000042');
    expect(cartoes[0]).toHaveTextContent('Prazo da diligência20/12/2026');
    expect(cartoes[1]).toHaveTextContent('RequerenteAnônimo');
  });

  it('says so when nothing matches', async () => {
    instalarApiFake({ [ROTA]: pagina([]) });
    abrir('/area-restrita/requerimentos?area=casag');
    expect(await screen.findByText('Nenhum requerimento encontrado com estes filtros.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells staff without a review permission why the queue is closed to them (403)', async () => {
    instalarApiFake({ [ROTA]: { status: 403, data: { mensagem: 'Você não tem permissão para esta ação.', codigo: 'PROIBIDO' } } });
    abrir();
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem permissão para revisar requerimentos.');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('shows loading, then a failure with a retry', async () => {
    let vezes = 0;
    instalarApiFake({
      [ROTA]: () => {
        vezes += 1;
        return vezes === 1 ? { redeFalhou: true } : pagina([item()]);
      },
    });
    const { user } = abrir();
    expect(await screen.findByText('Carregando requerimentos…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com o servidor.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('2026/000042')).toBeInTheDocument();
  });
});
