import type { ItemHonorario, TabelaHonorarios } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instalarApiFake, type RequisicaoFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { simularTelaEstreita } from '@/test/tela-estreita';

let sequencia = 0;
function item(dados: Partial<ItemHonorario>): ItemHonorario {
  sequencia += 1;
  return {
    id: `5e6f7a8b-${String(sequencia).padStart(4, '0')}-4c2a-9e1f-0a1b2c3d4e5f`,
    area: 'Direito de Família',
    codigo: '1.1',
    ato: 'Divórcio consensual',
    valorCentavos: null,
    percentualBp: null,
    observacao: null,
    ...dados,
  };
}

const versao: TabelaHonorarios['versao'] = {
  id: '5e6f7a8b-9999-4c2a-9e1f-0a1b2c3d4e5f',
  vigenciaInicio: '2026-02-01',
  importadaEm: '2026-01-20T13:00:00.000Z',
  arquivoNome: 'tabela-2026.csv',
  totalItens: 3,
  situacao: 'vigente',
};
const AREAS = ['Direito Civil', 'Direito de Família', 'Direito Trabalhista'];

const divorcio = item({ codigo: '1.1', ato: 'Divórcio consensual', valorCentavos: 450_000, observacao: 'Sem bens a partilhar.' });
const inventario = item({ codigo: '1.7', ato: 'Inventário judicial', percentualBp: 1250 });
const reclamacao = item({ area: 'Direito Trabalhista', codigo: '4.2', ato: 'Reclamação trabalhista (reclamante)', percentualBp: 2000 });

function tabela(itens: ItemHonorario[], extra: Partial<TabelaHonorarios> = {}): TabelaHonorarios {
  return { versao, areas: AREAS, itens, total: itens.length, pagina: 1, porPagina: 50, ...extra };
}

/** Answers by the query, as the API filters: by area and by a search in the act or the code. */
function responder(req: RequisicaoFake) {
  const { area, busca } = req.params as { area?: string; busca?: string };
  const todos = [divorcio, inventario, reclamacao];
  const itens = todos.filter((i) => (!area || i.area === area) && (!busca || i.ato.toLowerCase().includes(busca.toLowerCase()) || i.codigo === busca));
  return { status: 200, data: tabela(itens) };
}

/** A phone: MUI's down('sm') queries (max-width) match. */
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/feetable', () => {
  it('shows the version in force and each act with area, code, value or percentage and notes', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /financeiro/tabela-honorarios': responder });
    renderizarRota('/feetable');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tabela de honorários' })).toBeInTheDocument();
    expect(await screen.findByTestId('vigencia')).toHaveTextContent('Vigente desde 01/02/2026');
    const atos = await screen.findAllByTestId('ato-honorario');
    expect(atos).toHaveLength(3);
    expect(atos[0]).toHaveTextContent('Direito de Família · Código 1.1');
    expect(atos[0]).toHaveTextContent('Divórcio consensual');
    expect(atos[0]).toHaveTextContent('Sem bens a partilhar.');
    expect(within(atos[0]!).getByTestId('valor-honorario')).toHaveTextContent(/^R\$ 4\.500,00$/);
    expect(within(atos[1]!).getByTestId('valor-honorario')).toHaveTextContent(/^12,5%$/);
    expect(within(atos[2]!).getByTestId('valor-honorario')).toHaveTextContent(/^20%$/);
    expect(screen.getByTestId('honorarios-total')).toHaveTextContent('3 atos');

    const areas = within(screen.getByLabelText('Área')).getAllByRole('option').map((o) => o.textContent);
    expect(areas).toEqual(['Todas as áreas', ...AREAS]);
    expect(api.chamadasDe('GET /financeiro/tabela-honorarios')[0]?.params).toEqual({ pagina: 1 });
  });

  it('search waits for a pause in typing, updates the request and the URL; the area filters too', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /financeiro/tabela-honorarios': responder });
    const { user, router } = renderizarRota('/feetable');
    await screen.findAllByTestId('ato-honorario');

    await user.type(screen.getByLabelText('Buscar ato ou código'), 'inventário');
    await waitFor(() => expect(screen.getAllByTestId('ato-honorario')).toHaveLength(1));
    expect(screen.getByTestId('ato-honorario')).toHaveTextContent('Inventário judicial');
    const chamadas = api.chamadasDe('GET /financeiro/tabela-honorarios');
    // One request for the whole word, not one per letter.
    expect(chamadas.map((c) => c.params)).toEqual([{ pagina: 1 }, { pagina: 1, busca: 'inventário' }]);
    expect(new URLSearchParams(router.state.location.search).get('busca')).toBe('inventário');

    await user.clear(screen.getByLabelText('Buscar ato ou código'));
    await user.type(screen.getByLabelText('Buscar ato ou código'), 'reclamação{Enter}');
    await waitFor(() => expect(api.chamadasDe('GET /financeiro/tabela-honorarios').at(-1)?.params).toEqual({ pagina: 1, busca: 'reclamação' }));

    await user.selectOptions(screen.getByLabelText('Área'), 'Direito Trabalhista');
    await waitFor(() => expect(api.chamadasDe('GET /financeiro/tabela-honorarios').at(-1)?.params).toEqual({ pagina: 1, area: 'Direito Trabalhista', busca: 'reclamação' }));
    const url = new URLSearchParams(router.state.location.search);
    expect(url.get('area')).toBe('Direito Trabalhista');
    expect(url.get('busca')).toBe('reclamação');
    expect(screen.getByTestId('ato-honorario')).toHaveTextContent('Reclamação trabalhista (reclamante)');
  });

  it('filters come from the URL, and nothing found says for what', async () => {
    logarComo(maria);
    const api = instalarApiFake({ 'GET /financeiro/tabela-honorarios': responder });
    const { user, router } = renderizarRota('/feetable?busca=usucapi%C3%A3o&area=Direito%20Civil');

    const vazio = await screen.findByTestId('honorarios-vazio');
    expect(vazio).toHaveTextContent('Nenhum ato encontrado para “usucapião” em Direito Civil.');
    expect(screen.getByLabelText('Buscar ato ou código')).toHaveValue('usucapião');
    expect(screen.getByLabelText('Área')).toHaveValue('Direito Civil');
    expect(api.chamadasDe('GET /financeiro/tabela-honorarios')[0]?.params).toEqual({ pagina: 1, area: 'Direito Civil', busca: 'usucapião' });

    await user.click(within(vazio).getByRole('button', { name: 'Limpar busca' }));
    expect(await screen.findAllByTestId('ato-honorario')).toHaveLength(3);
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Buscar ato ou código')).toHaveValue('');
  });

  it('pages through the results with the page in the URL', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /financeiro/tabela-honorarios': (req) => {
        const pagina = Number((req.params as { pagina: number }).pagina);
        return { status: 200, data: tabela([pagina === 1 ? divorcio : inventario], { total: 51, pagina }) };
      },
    });
    const { user, router } = renderizarRota('/feetable');
    await screen.findAllByTestId('ato-honorario');

    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() => expect(screen.getByTestId('ato-honorario')).toHaveTextContent('Inventário judicial'));
    expect(router.state.location.search).toBe('?pagina=2');
    expect(api.chamadasDe('GET /financeiro/tabela-honorarios').at(-1)?.params).toEqual({ pagina: 2 });
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('on a phone, pages of 10 acts instead of one long page', async () => {
    simularTelaEstreita();
    logarComo(maria);
    const api = instalarApiFake({
      'GET /financeiro/tabela-honorarios': (req) => {
        const { pagina, porPagina } = req.params as { pagina: number; porPagina?: number };
        const itens = Array.from({ length: 10 }, (_, i) => item({ codigo: `1.${(pagina - 1) * 10 + i + 1}` }));
        return { status: 200, data: tabela(itens, { total: 46, pagina, porPagina: porPagina ?? 50 }) };
      },
    });
    const { user } = renderizarRota('/feetable');
    expect(await screen.findAllByTestId('ato-honorario')).toHaveLength(10);
    expect(api.chamadasDe('GET /financeiro/tabela-honorarios')[0]?.params).toEqual({ pagina: 1, porPagina: 10 });
    expect(screen.getByText('Página 1 de 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() => expect(api.chamadasDe('GET /financeiro/tabela-honorarios').at(-1)?.params).toEqual({ pagina: 2, porPagina: 10 }));
  });

  it('a page past the end (a phone link opened on a wider screen) goes to the last page', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /financeiro/tabela-honorarios': (req) => {
        const pagina = Number((req.params as { pagina: number }).pagina);
        return { status: 200, data: tabela(pagina === 1 ? [divorcio] : [], { total: 46, pagina }) };
      },
    });
    const { router } = renderizarRota('/feetable?pagina=5');
    await waitFor(() => expect(api.chamadasDe('GET /financeiro/tabela-honorarios').at(-1)?.params).toEqual({ pagina: 1 }));
    expect(await screen.findAllByTestId('ato-honorario')).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    // Replaced, not pushed: Back does not return to the page past the end.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByTestId('honorarios-vazio')).not.toBeInTheDocument();
  });

  it('no version in force yet: explains it instead of an empty search', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /financeiro/tabela-honorarios': { status: 200, data: { versao: null, areas: [], itens: [], total: 0, pagina: 1, porPagina: 50 } } });
    renderizarRota('/feetable');

    const aviso = await screen.findByTestId('honorarios-sem-versao');
    expect(aviso).toHaveTextContent('Ainda não há uma tabela de honorários em vigor no portal.');
    expect(screen.queryByLabelText('Buscar ato ou código')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vigencia')).not.toBeInTheDocument();
  });
});
