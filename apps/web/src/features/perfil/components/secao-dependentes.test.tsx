import type { Cadastro, Dependente, HistoricoCadastral } from '@portal/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { digitarDataNoCampo } from '@/test/digitar-data';

// The first render loads the page's lazy chunk; under a busy machine that takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const cadastroMaria: Cadastro = {
  cpf: '52998224725',
  nome: 'Maria Aparecida Souza',
  email: 'maria@exemplo.com.br',
  emailPendente: null,
  nomeSocial: null,
  celular: '62999990001',
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: null,
  uf: null,
  inscricao: { numero: '12345', uf: 'GO', situacao: 'regular' },
};
const historicoVazio: HistoricoCadastral = { itens: [], total: 0, pagina: 1, tamanho: 10 };

const pedro: Dependente = {
  id: '7d1c2b3a-1111-4a2b-8c3d-0e1f2a3b4c5d',
  nome: 'Pedro Souza Lima',
  cpf: '31415926590',
  parentesco: 'filho',
  nascimento: '2015-03-10',
  criadoEm: '2026-01-01T12:00:00.000Z',
  atualizadoEm: '2026-01-01T12:00:00.000Z',
};

async function secao() {
  return screen.findByRole('region', { name: 'Dependentes' });
}

async function digitarData(_user: ReturnType<typeof renderizarRota>['user'], digitos: string) {
  digitarDataNoCampo(/Data de nascimento/, digitos);
  return Promise.resolve();
}

describe('/atualizacao-cadastral, Dependentes', () => {
  it('lists the current dependants with kinship, CPF and birth date', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /usuario/cadastro': { status: 200, data: cadastroMaria },
      'GET /usuario/historico-cadastral': { status: 200, data: historicoVazio },
      'GET /dependentes': { status: 200, data: { itens: [pedro, { ...pedro, id: '7d1c2b3a-2222-4a2b-8c3d-0e1f2a3b4c5d', nome: 'Rita Souza', cpf: null, parentesco: 'pai_mae', nascimento: '1950-12-01' }] } },
    });
    renderizarRota('/atualizacao-cadastral');
    const s = await secao();
    const lista = await within(s).findByRole('list', { name: 'Seus dependentes' });
    const itens = within(lista).getAllByRole('listitem');
    expect(itens[0]).toHaveTextContent('Pedro Souza Lima');
    expect(itens[0]).toHaveTextContent('Filho(a) · CPF 314.159.265-90 · Nascimento 10/03/2015');
    expect(itens[1]).toHaveTextContent('Pai/mãe · Sem CPF · Nascimento 01/12/1950');
    expect(within(s).getByRole('button', { name: 'Editar Pedro Souza Lima' })).toBeInTheDocument();
    expect(within(s).getByRole('button', { name: 'Remover Rita Souza' })).toBeInTheDocument();
  });

  it('empty and error states; the error state retries', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /usuario/cadastro': { status: 200, data: cadastroMaria },
      'GET /usuario/historico-cadastral': { status: 200, data: historicoVazio },
      'GET /dependentes': (_req, vez) =>
        vez === 1 ? { status: 500, data: { mensagem: 'Erro interno. Tente novamente.', codigo: 'ERRO_INTERNO' } } : { status: 200, data: { itens: [] } },
    });
    const { user } = renderizarRota('/atualizacao-cadastral');
    const s = await secao();
    expect(await within(s).findByText('Erro interno. Tente novamente.')).toBeInTheDocument();
    expect(within(s).getByRole('button', { name: 'Adicionar dependente' })).toBeDisabled();
    await user.click(within(s).getByRole('button', { name: /Tentar novamente/ }));
    expect(await within(s).findByText('Nenhum dependente cadastrado.')).toBeInTheDocument();
    expect(within(s).getByRole('button', { name: 'Adicionar dependente' })).toBeEnabled();
  });

  it('adds: validates in Portuguese before sending, shows the server’s field message, then sends the stored shape', async () => {
    logarComo(maria);
    let itens: Dependente[] = [];
    const api = instalarApiFake({
      'GET /usuario/cadastro': { status: 200, data: cadastroMaria },
      'GET /usuario/historico-cadastral': { status: 200, data: historicoVazio },
      'GET /dependentes': () => ({ status: 200, data: { itens } }),
      'POST /dependentes': (req, vez) => {
        if (vez === 1) {
          return { status: 409, data: { mensagem: 'Você já tem um dependente com este CPF.', codigo: 'DEPENDENTE_CPF_REPETIDO', campos: { cpf: 'Você já tem um dependente com este CPF.' } } };
        }
        const corpo = req.corpo as Dependente;
        const novo = { ...pedro, ...corpo, id: '7d1c2b3a-3333-4a2b-8c3d-0e1f2a3b4c5d' };
        itens = [novo];
        return { status: 201, data: novo };
      },
    });
    const { user } = renderizarRota('/atualizacao-cadastral');
    const s = await secao();
    await within(s).findByText('Nenhum dependente cadastrado.');
    await user.click(within(s).getByRole('button', { name: 'Adicionar dependente' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Adicionar dependente' });

    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('Informe o nome do dependente.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Escolha o parentesco.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Informe a data de nascimento.')).toBeInTheDocument();

    await user.type(within(dialogo).getByLabelText(/Nome completo/), '  Joana Souza Lima ');
    await user.selectOptions(within(dialogo).getByLabelText(/Parentesco/), 'Filho(a)');
    await user.type(within(dialogo).getByLabelText(/CPF/), '11111111111');
    await digitarData(user, '01022018');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('CPF inválido. Confira os dígitos.')).toBeInTheDocument();
    expect(api.chamadas.filter((c) => c.rota === 'POST /dependentes')).toHaveLength(0);

    await user.clear(within(dialogo).getByLabelText(/CPF/));
    await user.type(within(dialogo).getByLabelText(/CPF/), '31415926590');
    expect(within(dialogo).getByLabelText(/CPF/)).toHaveValue('314.159.265-90');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('Você já tem um dependente com este CPF.')).toBeInTheDocument();

    await user.clear(within(dialogo).getByLabelText(/CPF/));
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = api.chamadas.filter((c) => c.rota === 'POST /dependentes');
    expect(posts.at(-1)?.corpo).toEqual({ nome: 'Joana Souza Lima', cpf: null, parentesco: 'filho', nascimento: '2018-02-01' });
    expect(await screen.findByText('Dependente incluído.')).toBeInTheDocument();
    expect(await within(s).findByText('Joana Souza Lima')).toBeInTheDocument();
    // The history is refreshed after a change.
    expect(api.chamadas.filter((c) => c.rota === 'GET /usuario/historico-cadastral').length).toBeGreaterThanOrEqual(2);
  });

  it('edits with the current values filled in, and removes only after confirmation', async () => {
    logarComo(maria);
    let itens: Dependente[] = [pedro];
    const api = instalarApiFake({
      'GET /usuario/cadastro': { status: 200, data: cadastroMaria },
      'GET /usuario/historico-cadastral': { status: 200, data: historicoVazio },
      'GET /dependentes': () => ({ status: 200, data: { itens } }),
      'PUT /dependentes/7d1c2b3a-1111-4a2b-8c3d-0e1f2a3b4c5d': (req) => {
        itens = [{ ...pedro, ...(req.corpo as object) }];
        return { status: 200, data: itens[0] };
      },
      'DELETE /dependentes/7d1c2b3a-1111-4a2b-8c3d-0e1f2a3b4c5d': () => {
        itens = [];
        return { status: 200, data: { id: pedro.id } };
      },
    });
    const { user } = renderizarRota('/atualizacao-cadastral');
    const s = await secao();
    await user.click(await within(s).findByRole('button', { name: 'Editar Pedro Souza Lima' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar dependente' });
    expect(within(dialogo).getByLabelText(/Nome completo/)).toHaveValue('Pedro Souza Lima');
    expect(within(dialogo).getByLabelText(/CPF/)).toHaveValue('314.159.265-90');
    expect(within(dialogo).getByLabelText(/Parentesco/)).toHaveValue('filho');
    await user.clear(within(dialogo).getByLabelText(/Nome completo/));
    await user.type(within(dialogo).getByLabelText(/Nome completo/), 'Pedro Souza Lima Neto');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.chamadas.find((c) => c.metodo === 'PUT')?.corpo).toEqual({ nome: 'Pedro Souza Lima Neto', cpf: '31415926590', parentesco: 'filho', nascimento: '2015-03-10' });
    expect(await within(s).findByText('Pedro Souza Lima Neto')).toBeInTheDocument();

    // Cancel first: nothing is sent.
    await user.click(within(s).getByRole('button', { name: 'Remover Pedro Souza Lima Neto' }));
    let confirmar = await screen.findByRole('dialog', { name: 'Remover dependente?' });
    expect(confirmar).toHaveTextContent('Pedro Souza Lima Neto deixará de aparecer');
    await user.click(within(confirmar).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.chamadas.some((c) => c.metodo === 'DELETE')).toBe(false);

    await user.click(within(s).getByRole('button', { name: 'Remover Pedro Souza Lima Neto' }));
    confirmar = await screen.findByRole('dialog', { name: 'Remover dependente?' });
    await user.click(within(confirmar).getByRole('button', { name: 'Remover' }));
    expect(await within(s).findByText('Nenhum dependente cadastrado.')).toBeInTheDocument();
    expect(await screen.findByText('Dependente removido.')).toBeInTheDocument();
    expect(api.chamadas.filter((c) => c.metodo === 'DELETE')).toHaveLength(1);
  });
});
