import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { centavosDoTexto } from './filtros-inadimplencia';
import { simularTelaEstreita } from '@/test/tela-estreita';

const LISTA = 'GET /area-restrita/inadimplencia';
const CSV = 'GET /area-restrita/inadimplencia/csv';

function inadimplente(i: number, extra: Record<string, unknown> = {}) {
  return {
    pessoaId: `3f0c9a1e-8b7d-4c2a-9e1f-0a1b2c3d4e${String(i).padStart(2, '0')}`,
    nome: `Pessoa ${i}`,
    cpf: '52998224725',
    inscricao: `${10000 + i}/GO`,
    titulos: 3,
    totalCentavos: 295_500,
    maiorAtrasoDias: 400,
    vencimentoMaisAntigo: '2025-03-31',
    ...extra,
  };
}

const resposta = (itens: unknown[], { pessoas = itens.length, pagina = 1, titulos = 7, totalCentavos = 1_234_567 } = {}) => ({
  status: 200,
  data: { itens, totais: { pessoas, titulos, totalCentavos }, pagina, porPagina: 50 },
});

function abrir(caminho = '/area-restrita/inadimplencia') {
  logarComo(ana);
  return renderizarRota(caminho);
}

describe('/area-restrita/inadimplencia', () => {
  it('shows the totals on top and one row per person', async () => {
    const api = instalarApiFake({ [LISTA]: resposta([inadimplente(1), inadimplente(2, { inscricao: null, maiorAtrasoDias: 1, titulos: 1, totalCentavos: 98_500 })]) });
    abrir();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inadimplência' })).toBeInTheDocument();
    const totais = await screen.findByTestId('inadimplencia-totais');
    expect(totais).toHaveTextContent('Pessoas2');
    expect(totais).toHaveTextContent('Títulos7');
    expect(totais).toHaveTextContent('Principal vencidoR$ 12.345,67');
    const linhas = screen.getAllByTestId('inadimplente-linha').map((l) => within(l).getAllByRole('cell').map((c) => c.textContent));
    expect(linhas).toEqual([
      ['Pessoa 1', '529.982.247-25', '10001/GO', '3', 'R$ 2.955,00', '400 dias', '31/03/2025'],
      ['Pessoa 2', '529.982.247-25', '—', '1', 'R$ 985,00', '1 dia', '31/03/2025'],
    ]);
    expect(api.chamadasDe(LISTA)[0]?.params).toEqual({});
  });

  it('puts every filter into the request and the URL (reais → centavos), and clears them', async () => {
    const api = instalarApiFake({ [LISTA]: resposta([inadimplente(1)]) });
    const { user, router } = abrir();
    await screen.findAllByTestId('inadimplente-linha');

    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'Maria');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Faixa de atraso' }), 'De 91 a 365 dias');
    await user.type(screen.getByRole('textbox', { name: 'Exercício' }), '2025');
    await user.type(screen.getByRole('textbox', { name: 'Valor mínimo (R$)' }), '1.500,50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Maior atraso');
    // Nothing is asked until 'Filtrar'.
    expect(api.chamadasDe(LISTA)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    await waitFor(() =>
      expect(api.chamadasDe(LISTA).at(-1)?.params).toEqual({ busca: 'Maria', atraso: '91_365', exercicio: '2025', valorMinimoCentavos: '150050', ordem: 'atraso' }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      busca: 'Maria',
      atraso: '91_365',
      exercicio: '2025',
      valorMinimoCentavos: '150050',
      ordem: 'atraso',
    });
    // The form shows what the URL says, the amount in reais.
    expect(screen.getByRole('textbox', { name: 'Valor mínimo (R$)' })).toHaveValue('1.500,50');

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(api.chamadasDe(LISTA).at(-1)?.params).toEqual({}));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('checks the year and the amount before asking', async () => {
    const api = instalarApiFake({ [LISTA]: resposta([inadimplente(1)]) });
    const { user } = abrir();
    await screen.findAllByTestId('inadimplente-linha');
    await user.type(screen.getByRole('textbox', { name: 'Exercício' }), '1999');
    await user.type(screen.getByRole('textbox', { name: 'Valor mínimo (R$)' }), 'mil');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Informe um exercício a partir de 2000.')).toBeInTheDocument();
    expect(screen.getByText('Informe o valor em reais, por exemplo 1.500,00.')).toBeInTheDocument();
    expect(api.chamadasDe(LISTA)).toHaveLength(1);
  });

  it('reads the filters from the URL and shows the server’s 400 message beside the filter it refused', async () => {
    const api = instalarApiFake({
      [LISTA]: {
        status: 400,
        data: { mensagem: 'Dados inválidos.', codigo: 'VALIDACAO', campos: { atraso: 'Faixa de atraso desconhecida.' } },
      },
    });
    abrir('/area-restrita/inadimplencia?atraso=sempre&exercicio=2024');
    expect(await screen.findByText('Faixa de atraso desconhecida.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Faixa de atraso' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Corrija os filtros indicados acima.');
    expect(api.chamadasDe(LISTA)[0]?.params).toEqual({ atraso: 'sempre', exercicio: '2024' });
  });

  it('says when nobody matches the filters', async () => {
    instalarApiFake({ [LISTA]: resposta([], { pessoas: 0, titulos: 0, totalCentavos: 0 }) });
    abrir('/area-restrita/inadimplencia?busca=ninguem');
    expect(await screen.findByText('Nenhum inadimplente com estes filtros.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByTestId('inadimplencia-totais')).toHaveTextContent('Pessoas0');
  });

  it('pages 50 at a time, showing x–y de N', async () => {
    const api = instalarApiFake({
      [LISTA]: (req) => {
        const pagina = Number(req.params.pagina ?? 1);
        return resposta([inadimplente(pagina)], { pessoas: 120, pagina });
      },
    });
    const { user, router } = abrir('/area-restrita/inadimplencia?ordem=nome');
    expect(await screen.findByText('Pessoa 1')).toBeInTheDocument();
    expect(screen.getByText('1–50 de 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByText('Pessoa 2')).toBeInTheDocument();
    expect(screen.getByText('51–100 de 120')).toBeInTheDocument();
    expect(api.chamadasDe(LISTA).at(-1)?.params).toEqual({ ordem: 'nome', pagina: '2' });
    expect(router.state.location.search).toBe('?ordem=nome&pagina=2');
  });

  it('exports the CSV with the same filters (not the page)', async () => {
    const criar = vi.fn(() => 'blob:inadimplencia');
    Object.assign(URL, { createObjectURL: criar, revokeObjectURL: vi.fn() });
    const api = instalarApiFake({
      [LISTA]: resposta([inadimplente(1)], { pessoas: 120, pagina: 2 }),
      [CSV]: { status: 200, data: new Blob(['nome;cpf\n']), headers: { 'content-disposition': 'attachment; filename="inadimplencia-2026-06-30.csv"' } },
    });
    const { user } = abrir('/area-restrita/inadimplencia?atraso=acima_365&valorMinimoCentavos=100000&pagina=2');
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Arquivo inadimplencia-2026-06-30.csv baixado.')).toBeInTheDocument();
    expect(api.chamadasDe(CSV)[0]?.params).toEqual({ atraso: 'acima_365', valorMinimoCentavos: '100000' });
    expect(criar).toHaveBeenCalledTimes(1);
    Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
  });

  it('the "baixado" notice goes away when the filters change (it spoke of the previous filters); a page change keeps it', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:inadimplencia'), revokeObjectURL: vi.fn() });
    instalarApiFake({
      [LISTA]: (req) => resposta([inadimplente(1)], { pessoas: 120, pagina: Number((req.params as { pagina?: string }).pagina ?? 1) }),
      [CSV]: { status: 200, data: new Blob(['nome;cpf\n']), headers: { 'content-disposition': 'attachment; filename="inadimplencia-2026-06-30.csv"' } },
    });
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Arquivo inadimplencia-2026-06-30.csv baixado.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await waitFor(() => expect(screen.getByText('51–100 de 120')).toBeInTheDocument());
    expect(screen.getByText('Arquivo inadimplencia-2026-06-30.csv baixado.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Faixa de atraso' }), 'De 91 a 365 dias');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(screen.queryByText('Arquivo inadimplencia-2026-06-30.csv baixado.')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
  });

  it('shows the export’s error message', async () => {
    instalarApiFake({
      [LISTA]: resposta([inadimplente(1)]),
      [CSV]: { status: 403, data: new Blob([JSON.stringify({ mensagem: 'Você não tem permissão para acessar este recurso.' })]) },
    });
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem permissão para acessar este recurso.');
  });

  it('shows one card per person at 360 px, no table', async () => {
    simularTelaEstreita();
    instalarApiFake({ [LISTA]: resposta([inadimplente(1)]) });
    abrir();
    const lista = await screen.findByRole('list', { name: 'Lista de inadimplentes' });
    const cartao = within(lista).getByTestId('inadimplente-cartao');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cartao).getByRole('heading', { name: 'Pessoa 1' })).toBeInTheDocument();
    expect(cartao).toHaveTextContent('CPF529.982.247-25');
    expect(cartao).toHaveTextContent('Inscrição10001/GO');
    expect(cartao).toHaveTextContent('Títulos3');
    expect(cartao).toHaveTextContent('Principal vencidoR$ 2.955,00');
    expect(cartao).toHaveTextContent('Maior atraso400 dias');
    expect(cartao).toHaveTextContent('Vencimento mais antigo31/03/2025');
  });

  it('shows loading, then the error with a retry', async () => {
    let vezes = 0;
    instalarApiFake({
      [LISTA]: () => {
        vezes += 1;
        return vezes === 1 ? { status: 500, data: { mensagem: 'Ocorreu um erro interno.' } } : resposta([inadimplente(9)]);
      },
    });
    const { user } = abrir();
    expect(await screen.findByText('Carregando inadimplentes…')).toBeInTheDocument();
    expect(await screen.findByText('Ocorreu um erro interno.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Pessoa 9')).toBeInTheDocument();
  });
});

describe('centavosDoTexto', () => {
  it('reads reais as people type them, without floating point', () => {
    expect(centavosDoTexto('1.500')).toBe(150_000);
    expect(centavosDoTexto('1.500,5')).toBe(150_050);
    expect(centavosDoTexto('R$ 1.234.567,89')).toBe(123_456_789);
    expect(centavosDoTexto('0,29')).toBe(29);
    expect(centavosDoTexto('1500.25')).toBe(150_025);
    expect(centavosDoTexto('')).toBeUndefined();
    expect(centavosDoTexto('1,2,3')).toBeNull();
    expect(centavosDoTexto('-5')).toBeNull();
  });
});
