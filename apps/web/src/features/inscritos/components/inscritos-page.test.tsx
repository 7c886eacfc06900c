import { hojeSaoPaulo, type InscritoDetalhe, type InscritoResultado, type SituacaoInscricao } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, carlos, logarComo } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';
import { simularTelaEstreita } from '@/test/tela-estreita';

const BUSCA = 'GET /area-restrita/inscritos';
const ID_PAULO = '0b6c2d1e-0000-4c2a-9e1f-000000000021';
const ID_INSCRICAO = '0b6c2d1e-0000-4c2a-9e1f-000000000022';
const PESSOA = `GET /area-restrita/inscritos/pessoas/${ID_PAULO}`;
const PUT = `PUT /area-restrita/inscritos/inscricoes/${ID_INSCRICAO}/situacao`;

const inscricao = (situacao: SituacaoInscricao = 'regular') => ({ id: ID_INSCRICAO, inscricao: '54321/GO', tipo: 'principal' as const, situacao, dataInscricao: '2012-03-15' });

const resultado = (situacao: SituacaoInscricao = 'regular'): InscritoResultado => ({
  pessoaId: ID_PAULO,
  nome: 'Paulo Mendes',
  cpf: '529.982.247-25',
  conta: 'ativa',
  inscricoes: [inscricao(situacao)],
});

const detalhe = (situacao: SituacaoInscricao = 'regular', historico: InscritoDetalhe['historico'] = []): InscritoDetalhe => ({
  pessoaId: ID_PAULO,
  nome: 'Paulo Mendes',
  nomeSocial: null,
  cpf: '529.982.247-25',
  email: 'paulo@exemplo.com.br',
  conta: 'ativa',
  inscricoes: [inscricao(situacao)],
  historico,
});

function abrir() {
  const user = userEvent.setup();
  const r = renderizarRota('/area-restrita/inscritos');
  return { ...r, user };
}

async function buscarEAbrirPaulo(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('Nome, CPF ou inscrição', {}, { timeout: 10_000 }));
  await user.paste('paulo');
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('button', { name: 'Abrir o cadastro de Paulo Mendes' }));
  return screen.findByRole('region', { name: 'Paulo Mendes' });
}

describe('/area-restrita/inscritos', () => {
  it('searches, opens a person with history, and suspends an inscrição with a date and a reason after a confirmation', async () => {
    logarComo(ana);
    const hoje = hojeSaoPaulo();
    const api = instalarApiFake({
      [BUSCA]: { status: 200, data: { itens: [resultado()], total: 1, pagina: 1, porPagina: 20 } },
      [PESSOA]: {
        status: 200,
        data: detalhe('regular', [{ em: '2026-11-02T13:00:00.000Z', campo: 'nome', valorAnterior: 'Paulo M.', valorNovo: 'Paulo Mendes', alteradoPorNome: null }]),
      },
      [PUT]: {
        status: 200,
        data: {
          inscrito: detalhe('suspenso', [
            { em: '2026-12-07T10:00:00.000Z', campo: 'situacao', valorAnterior: 'regular (54321/GO)', valorNovo: 'suspenso (54321/GO) desde 07/12/2026 (motivo: Decisão do Conselho nº 12)', alteradoPorNome: 'Ana Lima' },
          ]),
          sessoesEncerradas: false,
        },
      },
    });
    const { user } = abrir();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro de inscritos' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Importar cadastro' })).toHaveAttribute('href', '/area-restrita/inscritos/importar');
    expect(screen.getByText('Busque uma pessoa por nome, CPF ou inscrição para ver o cadastro e alterar a situação.')).toBeInTheDocument();

    const painel = await buscarEAbrirPaulo(user);
    expect(api.chamadasDe(BUSCA)[0]?.params).toEqual({ busca: 'paulo', pagina: 1 });
    expect(within(painel).getByText('54321/GO')).toBeInTheDocument();
    expect(within(painel).getByText(/pela importação do cadastro/)).toBeInTheDocument();
    expect(within(painel).getByText('Paulo M. → Paulo Mendes')).toBeInTheDocument();

    await user.click(within(painel).getByRole('button', { name: 'Alterar situação da inscrição 54321/GO' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Alterar situação da inscrição 54321/GO' });
    // Nothing chosen, no reason: refused here, nothing sent.
    await user.click(within(dialogo).getByRole('button', { name: 'Revisar alteração' }));
    expect(within(dialogo).getByText('Escolha a nova situação.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Informe o motivo da alteração (pelo menos 10 caracteres).')).toBeInTheDocument();
    expect(api.chamadasDe(PUT)).toHaveLength(0);

    await user.click(within(dialogo).getByRole('combobox', { name: /Nova situação/ }));
    await user.click(await screen.findByRole('option', { name: 'Suspenso' }));
    expect(within(dialogo).getByText(/não compra ingressos da festa junina nem convida para o CEL/)).toBeInTheDocument();
    await user.click(within(dialogo).getByLabelText(/Motivo/));
    await user.paste('Decisão do Conselho nº 12');
    await user.click(within(dialogo).getByRole('button', { name: 'Revisar alteração' }));
    expect(dialogo).toHaveTextContent('Confirma a alteração da inscrição 54321/GO de Paulo Mendes de Regular para Suspenso');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar alteração' }));

    expect(await screen.findByTestId('inscritos-resultado')).toHaveTextContent('Situação de Paulo Mendes alterada. A mudança já vale na próxima ação da pessoa no portal.');
    expect(api.chamadasDe(PUT)[0]?.corpo).toEqual({ situacao: 'suspenso', data: hoje, motivo: 'Decisão do Conselho nº 12' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const atualizado = screen.getByRole('region', { name: 'Paulo Mendes' });
    expect(within(atualizado).getByText(/desde 07\/12\/2026 \(motivo: Decisão do Conselho nº 12\)/)).toBeInTheDocument();
   }, 60_000);

  it('a future date is refused on the spot; the server’s refusal shows in the dialog', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      [BUSCA]: { status: 200, data: { itens: [resultado()], total: 1, pagina: 1, porPagina: 20 } },
      [PESSOA]: { status: 200, data: detalhe() },
      [PUT]: { status: 409, data: { codigo: 'SEM_ALTERACAO', mensagem: 'A inscrição 54321/GO já está na situação licenciado: nada foi alterado.' } },
    });
    const { user } = abrir();
    const painel = await buscarEAbrirPaulo(user);
    await user.click(within(painel).getByRole('button', { name: 'Alterar situação da inscrição 54321/GO' }));
    const dialogo = await screen.findByRole('dialog');
    await user.click(within(dialogo).getByRole('combobox', { name: /Nova situação/ }));
    await user.click(await screen.findByRole('option', { name: 'Licenciado' }));
    const data = within(dialogo).getByLabelText(/Vale a partir de/);
    fireEvent.change(data, { target: { value: '2099-01-01' } });
    await user.click(within(dialogo).getByLabelText(/Motivo/));
    await user.paste('Pedido de licença do advogado');
    await user.click(within(dialogo).getByRole('button', { name: 'Revisar alteração' }));
    expect(within(dialogo).getByText('A data não pode estar no futuro.')).toBeInTheDocument();
    expect(api.chamadasDe(PUT)).toHaveLength(0);

    fireEvent.change(data, { target: { value: '2020-01-01' } });
    await user.click(within(dialogo).getByRole('button', { name: 'Revisar alteração' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar alteração' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('já está na situação licenciado');
   }, 60_000);

  it('says when nobody is found, refuses a one-letter search, pages, and retries after an error', async () => {
    logarComo(ana);
    const api = instalarApiFake({
      [BUSCA]: (req, vez) =>
        vez === 1
          ? { status: 500, data: { mensagem: 'Erro interno.', codigo: 'ERRO_INTERNO' } }
          : (req.params as { busca: string }).busca === 'ninguem'
            ? { status: 200, data: { itens: [], total: 0, pagina: 1, porPagina: 20 } }
            : { status: 200, data: { itens: [resultado()], total: 21, pagina: (req.params as { pagina: number }).pagina, porPagina: 20 } },
    });
    const { user } = abrir();
    const campo = await screen.findByLabelText('Nome, CPF ou inscrição');
    await user.type(campo, 'x');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('Informe ao menos 2 caracteres do nome, do CPF ou da inscrição.')).toBeInTheDocument();
    expect(api.chamadasDe(BUSCA)).toHaveLength(0);
    await user.clear(campo);
    await user.type(campo, 'paulo');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(await screen.findByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByText(/21 pessoas encontradas\. Página 1 de 2\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText(/Página 2 de 2\./)).toBeInTheDocument();
    expect(api.chamadasDe(BUSCA).at(-1)?.params).toEqual({ busca: 'paulo', pagina: 2 });
    await user.clear(campo);
    await user.type(campo, 'ninguem');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(/Ninguém do cadastro de inscritos corresponde a esta busca/)).toBeInTheDocument();
  });

  it('works on a 360 px screen', async () => {
    simularTelaEstreita();
    logarComo(ana);
    instalarApiFake({
      [BUSCA]: { status: 200, data: { itens: [resultado('suspenso')], total: 1, pagina: 1, porPagina: 20 } },
      [PESSOA]: { status: 200, data: detalhe('suspenso') },
    });
    const { user } = abrir();
    const painel = await buscarEAbrirPaulo(user);
    expect(within(painel).getByRole('button', { name: 'Alterar situação da inscrição 54321/GO' })).toBeInTheDocument();
  });

  it('the hub shows the card only with CLI_PermissaoInscritos; a collaborator is sent to /acesso-negado', async () => {
    instalarApiFake({ 'GET /auditoria': { status: 200, data: { itens: [], total: 0, pagina: 1, tamanho: 20 } } });
    logarComo(ana);
    const { unmount } = renderizarRota('/area-restrita');
    const nav = await screen.findByRole('navigation', { name: 'Inscritos' });
    expect(within(nav).getByRole('link', { name: /Cadastro de inscritos/ })).toHaveAttribute('href', '/area-restrita/inscritos');
    unmount();
    logarComo({ ...ana, permissoes: { ...ana.permissoes, CLI_PermissaoInscritos: false } });
    const semFlag = renderizarRota('/area-restrita');
    expect(await screen.findByRole('navigation', { name: 'Requerimentos' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Inscritos' })).not.toBeInTheDocument();
    semFlag.unmount();

    logarComo(carlos);
    const { router } = renderizarRota('/area-restrita/inscritos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/acesso-negado'));
  });
});
