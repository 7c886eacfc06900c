import type { ContaAcesso, Permissao } from '@portal/contracts';
import { PERMISSOES } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lerUsuarioLogado } from '@/lib/auth-storage';
import { instalarApiFake } from '@/test/fake-api';
import { ana, carlos, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { simularTelaEstreita } from '@/test/tela-estreita';

const CONTAS = 'GET /area-restrita/acessos/contas';
const TITULARES = 'GET /area-restrita/acessos/titulares';
const CSV = 'GET /area-restrita/acessos/titulares/csv';
const ID_CARLOS = '0b6c2d1e-0000-4c2a-9e1f-000000000003';
const PUT = `PUT /area-restrita/acessos/contas/${ID_CARLOS}/permissoes`;

const carlosConta = (permissoes: Permissao[] = []): ContaAcesso => ({
  usuarioId: ID_CARLOS,
  nome: 'Carlos Pereira',
  cpf: '111.444.777-35',
  inscricao: null,
  ativo: true,
  segundoFatorAtivo: false,
  permissoes,
});

const titulares = (contatos: string[] = []) => ({
  status: 200,
  data: {
    permissoes: PERMISSOES.map((permissao) => ({
      permissao,
      titulares:
        permissao === 'CLI_PermissaoAcessos'
          ? [{ usuarioId: '0b6c2d1e-0000-4c2a-9e1f-000000000004', nome: 'Ana Lima', cpf: '935.411.347-80', inscricao: null, ativo: true }]
          : permissao === 'CLI_PermissaoContatos'
            ? contatos.map((nome, i) => ({ usuarioId: `0b6c2d1e-0000-4c2a-9e1f-00000000001${i}`, nome, cpf: '111.444.777-35', inscricao: null, ativo: true }))
            : [],
    })),
  },
});

function abrir() {
  const user = userEvent.setup();
  renderizarRota('/area-restrita/acessos');
  return { user };
}

async function buscarCarlos(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('Nome, CPF ou inscrição'));
  await user.paste('carlos');
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('button', { name: 'Gerenciar permissões de Carlos Pereira' }));
}

describe('/area-restrita/acessos', () => {
  it('finds a person, grants a permission with a reason and says what changed', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      [CONTAS]: { status: 200, data: { itens: [carlosConta()], haMais: false } },
      [TITULARES]: titulares(),
      [PUT]: {
        status: 200,
        data: {
          conta: carlosConta(['CLI_PermissaoAreaRestrita', 'CLI_PermissaoContatos']),
          concedidas: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoContatos'],
          revogadas: [],
          implicitas: ['CLI_PermissaoAreaRestrita'],
          sessoesEncerradas: true,
        },
      },
    });
    const { user } = abrir();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acessos' })).toBeInTheDocument();
    expect(screen.getByText('Busque uma pessoa por nome, CPF ou inscrição para ver e mudar as permissões.')).toBeInTheDocument();
    await buscarCarlos(user);
    expect(api.chamadasDe(CONTAS)[0]?.params).toEqual({ busca: 'carlos' });

    const editor = screen.getByRole('region', { name: 'Permissões de Carlos Pereira' });
    // Every flag with what it opens.
    expect(within(editor).getAllByRole('checkbox')).toHaveLength(PERMISSOES.length);
    expect(within(editor).getByText('Consulta o diretório de contatos e exporta em CSV (com auditoria).')).toBeInTheDocument();
    const salvar = within(editor).getByRole('button', { name: 'Salvar alterações' });
    expect(salvar).toBeDisabled();

    await user.click(within(editor).getByRole('checkbox', { name: /^Contatos/ }));
    expect(within(editor).getByText('A permissão Área restrita também será concedida: as outras dependem dela.')).toBeInTheDocument();
    // No reason: refused on the spot, nothing sent.
    await user.click(salvar);
    expect(within(editor).getByText('Informe o motivo da alteração (pelo menos 5 caracteres).')).toBeInTheDocument();
    expect(within(editor).getByLabelText(/Motivo da alteração/)).toHaveFocus();
    expect(api.chamadasDe(PUT)).toHaveLength(0);

    await user.click(within(editor).getByLabelText(/Motivo da alteração/));
    await user.paste('Atende o setor de contatos');
    await user.click(salvar);
    expect(await screen.findByTestId('acessos-resultado')).toHaveTextContent(
      'Permissões de Carlos Pereira atualizadas. Concedidas: Área restrita, Contatos. As sessões abertas foram encerradas',
    );
    expect(api.chamadasDe(PUT)[0]?.corpo).toEqual({ permissoes: { CLI_PermissaoContatos: true }, motivo: 'Atende o setor de contatos' });
  });

  it('a change to her own account updates her stored session: the staff pages follow without a new login', async () => {
    // The go-live: the first administrator holds only Área restrita and Acessos, and grants herself Inscritos.
    const helena = { ...ana, permissoes: { ...Object.fromEntries(PERMISSOES.map((p) => [p, false])), CLI_PermissaoAreaRestrita: true, CLI_PermissaoAcessos: true } };
    logarComo(helena);
    const conta = (permissoes: Permissao[]): ContaAcesso => ({ ...carlosConta(permissoes), usuarioId: ana.id, nome: 'Ana Lima', cpf: '935.411.347-80', segundoFatorAtivo: true });
    instalarApiFake({
      [CONTAS]: { status: 200, data: { itens: [conta(['CLI_PermissaoAreaRestrita', 'CLI_PermissaoAcessos'])], haMais: false } },
      [TITULARES]: titulares(),
      [`PUT /area-restrita/acessos/contas/${ana.id}/permissoes`]: {
        status: 200,
        data: {
          conta: conta(['CLI_PermissaoAreaRestrita', 'CLI_PermissaoAcessos', 'CLI_PermissaoInscritos']),
          concedidas: ['CLI_PermissaoInscritos'],
          revogadas: [],
          implicitas: [],
          sessoesEncerradas: false,
        },
      },
    });
    const { user } = abrir();
    await user.click(await screen.findByLabelText('Nome, CPF ou inscrição'));
    await user.paste('ana');
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Gerenciar permissões de Ana Lima' }));
    const editor = screen.getByRole('region', { name: 'Permissões de Ana Lima' });
    await user.click(within(editor).getByRole('checkbox', { name: /^Inscritos/ }));
    await user.click(within(editor).getByLabelText(/Motivo da alteração/));
    await user.paste('Implantação: importar o cadastro');
    await user.click(within(editor).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByTestId('acessos-resultado')).toHaveTextContent('Concedidas: Inscritos.');
    expect(lerUsuarioLogado()?.permissoes).toMatchObject({ CLI_PermissaoInscritos: true, CLI_PermissaoAcessos: true, CLI_PermissaoFinanceiro: false });
  });

  it('a change to someone else leaves her stored session as it was', async () => {
    const helena = { ...ana, permissoes: { CLI_PermissaoAreaRestrita: true, CLI_PermissaoAcessos: true } };
    logarComo(helena);
    instalarApiFake({
      [CONTAS]: { status: 200, data: { itens: [carlosConta()], haMais: false } },
      [TITULARES]: titulares(),
      [PUT]: {
        status: 200,
        data: { conta: carlosConta(['CLI_PermissaoAreaRestrita', 'CLI_PermissaoInscritos']), concedidas: ['CLI_PermissaoAreaRestrita', 'CLI_PermissaoInscritos'], revogadas: [], implicitas: ['CLI_PermissaoAreaRestrita'], sessoesEncerradas: true },
      },
    });
    const { user } = abrir();
    await buscarCarlos(user);
    const editor = screen.getByRole('region', { name: 'Permissões de Carlos Pereira' });
    await user.click(within(editor).getByRole('checkbox', { name: /^Inscritos/ }));
    await user.click(within(editor).getByLabelText(/Motivo da alteração/));
    await user.paste('Passa a cuidar do cadastro');
    await user.click(within(editor).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByTestId('acessos-resultado')).toHaveTextContent('Concedidas: Área restrita, Inscritos.');
    expect(lerUsuarioLogado()?.permissoes).toEqual({ CLI_PermissaoAreaRestrita: true, CLI_PermissaoAcessos: true });
  });

  it('shows the server\'s refusal (the last holder of Acessos) and keeps the form', async () => {
    logarComo(ana);
    instalarApiFake({
      [CONTAS]: { status: 200, data: { itens: [carlosConta(['CLI_PermissaoAreaRestrita', 'CLI_PermissaoAcessos'])], haMais: false } },
      [TITULARES]: titulares(),
      [PUT]: { status: 409, data: { codigo: 'ULTIMO_TITULAR_ACESSOS', mensagem: 'Não é possível retirar a permissão Acessos: esta é a última conta que a tem.' } },
    });
    const { user } = abrir();
    await buscarCarlos(user);
    const editor = screen.getByRole('region', { name: 'Permissões de Carlos Pereira' });
    await user.click(within(editor).getByRole('checkbox', { name: /^Acessos/ }));
    await user.click(within(editor).getByLabelText(/Motivo da alteração/));
    await user.paste('Saiu da equipe');
    await user.click(within(editor).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('Não é possível retirar a permissão Acessos');
    expect(within(editor).getByRole('checkbox', { name: /^Acessos/ })).not.toBeChecked();
  });

  it('says when nobody is found, and refuses a one-letter search without calling the server', async () => {
    logarComo(ana);
    const api = instalarApiFake({ [CONTAS]: { status: 200, data: { itens: [], haMais: false } }, [TITULARES]: titulares() });
    const { user } = abrir();
    await user.type(await screen.findByLabelText('Nome, CPF ou inscrição'), 'x');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('Informe ao menos 2 caracteres do nome, do CPF ou da inscrição.')).toBeInTheDocument();
    expect(api.chamadasDe(CONTAS)).toHaveLength(0);
    await user.type(screen.getByLabelText('Nome, CPF ou inscrição'), 'yz');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhuma conta encontrada. Só quem tem conta no portal pode receber permissões.')).toBeInTheDocument();
  });

  it('lists who holds each permission and exports the CSV', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:acessos'), revokeObjectURL: vi.fn() });
    logarComo(ana);
    const api = instalarApiFake({
      [TITULARES]: titulares(['Carlos Pereira']),
      [CSV]: { status: 200, data: new Blob(['a;b\n']), headers: { 'content-disposition': 'attachment; filename="acessos-2026-12-07.csv"' } },
    });
    const { user } = abrir();
    const contatos = await screen.findByTestId('titulares-CLI_PermissaoContatos');
    expect(contatos).toHaveTextContent('Contatos (1 pessoa)');
    expect(contatos).toHaveTextContent('Carlos Pereira');
    expect(screen.getByTestId('titulares-CLI_PermissaoVacinas')).toHaveTextContent('Ninguém.');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Arquivo acessos-2026-12-07.csv baixado.')).toBeInTheDocument();
    expect(api.chamadasDe(CSV)).toHaveLength(1);
    Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
  });

  it('shows an error with a retry when the holders cannot be read', async () => {
    logarComo(ana);
    const api = instalarApiFake({ [TITULARES]: (_req, vez) => (vez === 1 ? { status: 500, data: { mensagem: 'Erro interno.', codigo: 'ERRO_INTERNO' } } : titulares()) });
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByTestId('acessos-titulares')).toBeInTheDocument();
    expect(api.chamadasDe(TITULARES).length).toBeGreaterThanOrEqual(2);
  });

  it('works on a 360 px screen', async () => {
    simularTelaEstreita();
    logarComo(ana);
    instalarApiFake({ [CONTAS]: { status: 200, data: { itens: [carlosConta()], haMais: true } }, [TITULARES]: titulares() });
    const { user } = abrir();
    await buscarCarlos(user);
    expect(screen.getByText('Há mais pessoas com esta busca: refine pelo CPF ou pelo nome completo.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Permissões de Carlos Pereira' })).toBeInTheDocument();
  });
});

describe('/area-restrita landing', () => {
  it('shows the Acessos card only with CLI_PermissaoAcessos', async () => {
    instalarApiFake({ 'GET /auditoria': { status: 200, data: { itens: [], total: 0, pagina: 1, tamanho: 20 } } });
    logarComo(ana);
    const { unmount } = renderizarRota('/area-restrita');
    const nav = await screen.findByRole('navigation', { name: 'Acessos' });
    expect(within(nav).getByRole('link', { name: /Acessos/ })).toHaveAttribute('href', '/area-restrita/acessos');
    unmount();

    logarComo({ ...ana, permissoes: { ...ana.permissoes, CLI_PermissaoAcessos: false } });
    renderizarRota('/area-restrita');
    expect(await screen.findByRole('navigation', { name: 'Requerimentos' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Acessos' })).not.toBeInTheDocument();
  });

  it('a collaborator without the restricted area is sent to /acesso-negado', async () => {
    logarComo(carlos);
    instalarApiFake({});
    const { router } = renderizarRota('/area-restrita/acessos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/acesso-negado'));
  });
});
