import type { Cadastro, HistoricoCadastral } from '@portal/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake, type RespostaFake } from '@/test/fake-api';
import { carlos, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

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

function valorDe(lista: HTMLElement, rotulo: string): string | null {
  const termo = within(lista).getByText(rotulo, { selector: 'dt' });
  return termo.nextElementSibling?.textContent ?? null;
}

function adiado() {
  let resolver!: (r: RespostaFake) => void;
  const promessa = new Promise<RespostaFake>((r) => {
    resolver = r;
  });
  return { promessa, resolver };
}

async function preencherEndereco(user: ReturnType<typeof renderizarRota>['user']) {
  await user.clear(screen.getByLabelText(/Celular/));
  await user.type(screen.getByLabelText(/Celular/), '62988887777');
  await user.type(screen.getByLabelText(/^CEP/), '74000100');
  await user.type(screen.getByLabelText(/Logradouro/), 'Rua 10');
  await user.type(screen.getByLabelText(/Número/), '250');
  await user.type(screen.getByLabelText(/Bairro/), 'Setor Oeste');
  await user.type(screen.getByLabelText(/Cidade/), 'Goiânia');
  await user.selectOptions(screen.getByLabelText(/^UF/), 'GO');
}

describe('/atualizacao-cadastral', () => {
  it('shows identity read-only (CPF, nome civil, inscrição, situação, e-mail) and the history', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /usuario/cadastro': { status: 200, data: cadastroMaria },
      'GET /usuario/historico-cadastral': {
        status: 200,
        data: {
          itens: [
            { id: '0b6c2d1e-1111-4c2a-9e1f-0a1b2c3d4e5f', em: '2026-03-10T13:05:00.000Z', campo: 'cep', valorAnterior: null, valorNovo: '74000100', alteradoPorNome: 'Maria Aparecida Souza' },
            { id: '0b6c2d1e-2222-4c2a-9e1f-0a1b2c3d4e5f', em: '2026-03-10T13:05:00.000Z', campo: 'celular', valorAnterior: '62999990001', valorNovo: '62988887777', alteradoPorNome: 'Maria Aparecida Souza' },
          ],
          total: 2,
          pagina: 1,
          tamanho: 10,
        },
      },
    });
    renderizarRota('/atualizacao-cadastral');

    expect(await screen.findByRole('heading', { level: 1, name: 'Atualização cadastral' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const lista = await screen.findByTestId('meus-dados');
    expect(valorDe(lista, 'Nome civil')).toBe('Maria Aparecida Souza');
    expect(valorDe(lista, 'CPF')).toBe('529.982.247-25');
    expect(valorDe(lista, 'Inscrição')).toBe('12345/GO');
    expect(valorDe(lista, 'Situação')).toBe('Regular');
    expect(valorDe(lista, 'E-mail')).toBe('maria@exemplo.com.br');
    expect(screen.queryByLabelText(/CPF/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Celular/)).toHaveValue('(62) 99999-0001');

    const historico = await screen.findByTestId('historico-cadastral');
    const linhas = within(historico).getAllByRole('listitem');
    // 13:05 UTC is 10:05 in Brasília.
    expect(linhas[0]).toHaveTextContent('10/03/2026, 10:05');
    expect(linhas[0]).toHaveTextContent('CEP: — → 74000-100');
    expect(linhas[1]).toHaveTextContent('Celular: (62) 99999-0001 → (62) 98888-7777');
  });

  it('a collaborator has no inscrição; HTML typed in a field is shown as text', async () => {
    logarComo(carlos);
    instalarApiFake({
      'GET /usuario/cadastro': {
        status: 200,
        data: { ...cadastroMaria, nome: 'Carlos Pereira', inscricao: null, nomeSocial: '<img src=x onerror=alert(1)>' },
      },
      'GET /usuario/historico-cadastral': { status: 200, data: historicoVazio },
    });
    renderizarRota('/atualizacao-cadastral');
    const lista = await screen.findByTestId('meus-dados');
    expect(valorDe(lista, 'Tipo de conta')).toBe('Colaborador(a)');
    expect(within(lista).queryByText('Inscrição')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Nome social/)).toHaveValue('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(await screen.findByText('Nenhuma alteração registrada até agora.')).toBeInTheDocument();
  });

  it('saves: the form disables while saving, sends normalized data, then says "Dados atualizados."', async () => {
    logarComo(maria);
    const put = adiado();
    let historicoChamadas = 0;
    const api = instalarApiFake({
      'GET /usuario/cadastro': { status: 200, data: cadastroMaria },
      'GET /usuario/historico-cadastral': () => {
        historicoChamadas += 1;
        return { status: 200, data: historicoVazio };
      },
      'PUT /usuario/cadastro': () => put.promessa,
    });
    const { user } = renderizarRota('/atualizacao-cadastral');
    await screen.findByTestId('meus-dados');
    await preencherEndereco(user);
    expect(screen.getByLabelText(/^CEP/)).toHaveValue('74000-100');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(api.chamadasDe('PUT /usuario/cadastro')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Salvando…' })).toBeDisabled();
    expect(screen.getByLabelText(/Logradouro/)).toBeDisabled();
    // Only what changed: the phone and the whole address (nome social stays untouched).
    expect(api.chamadasDe('PUT /usuario/cadastro')[0]?.corpo).toEqual({
      celular: '62988887777',
      cep: '74000100',
      logradouro: 'Rua 10',
      numero: '250',
      complemento: null,
      bairro: 'Setor Oeste',
      cidade: 'Goiânia',
      uf: 'GO',
    });
    const antes = historicoChamadas;
    put.resolver({
      status: 200,
      data: {
        cadastro: { ...cadastroMaria, celular: '62988887777', cep: '74000100', logradouro: 'Rua 10', numero: '250', bairro: 'Setor Oeste', cidade: 'Goiânia', uf: 'GO' },
        alterados: ['celular', 'cep', 'logradouro', 'numero', 'bairro', 'cidade', 'uf'],
      },
    });
    expect(await screen.findByText('Dados atualizados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
    await waitFor(() => expect(historicoChamadas).toBeGreaterThan(antes));
  });

  it('no address on file: changing only the phone saves it, no field marked', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /usuario/cadastro': { status: 200, data: cadastroMaria },
      'GET /usuario/historico-cadastral': { status: 200, data: historicoVazio },
      'PUT /usuario/cadastro': { status: 200, data: { cadastro: { ...cadastroMaria, celular: '62988887777' }, alterados: ['celular'] } },
    });
    const { user } = renderizarRota('/atualizacao-cadastral');
    await screen.findByTestId('meus-dados');
    await user.clear(screen.getByLabelText(/Celular/));
    await user.type(screen.getByLabelText(/Celular/), '62988887777');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Dados atualizados.')).toBeInTheDocument();
    expect(api.chamadasDe('PUT /usuario/cadastro')).toHaveLength(1);
    expect(api.chamadasDe('PUT /usuario/cadastro')[0]?.corpo).toEqual({ celular: '62988887777' });
    const form = screen.getByRole('form', { name: 'Contato e endereço' });
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    // The address is optional as a whole: its fields are not marked required while it is empty.
    expect(screen.getByLabelText(/Logradouro/)).not.toBeRequired();
  });

  it('an address started but not complete: each missing field says it is needed for the address', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /usuario/cadastro': { status: 200, data: cadastroMaria },
      'GET /usuario/historico-cadastral': { status: 200, data: historicoVazio },
    });
    const { user } = renderizarRota('/atualizacao-cadastral');
    await screen.findByTestId('meus-dados');
    expect(screen.getByText(/Para salvar o endereço, preencha CEP, logradouro, número, bairro, cidade e UF\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^CEP/), '74000100');
    expect(screen.getByLabelText(/Logradouro/)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Para salvar o endereço, informe o logradouro.')).toBeInTheDocument();
    expect(screen.getByText('Para salvar o endereço, informe a UF.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^CEP/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Complemento/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Celular/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.chamadasDe('PUT /usuario/cadastro')).toHaveLength(0);
  });

  it('client validation: bad CEP and missing fields stop the request', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /usuario/cadastro': { status: 200, data: cadastroMaria },
      'GET /usuario/historico-cadastral': { status: 200, data: historicoVazio },
    });
    const { user } = renderizarRota('/atualizacao-cadastral');
    await screen.findByTestId('meus-dados');
    await user.type(screen.getByLabelText(/^CEP/), '7400');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('CEP inválido. Use 8 dígitos (00000-000).')).toBeInTheDocument();
    expect(screen.getByText('Para salvar o endereço, informe o logradouro.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^CEP/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.chamadasDe('PUT /usuario/cadastro')).toHaveLength(0);
  });

  it("shows the server's field messages (campos) on the fields", async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /usuario/cadastro': { status: 200, data: cadastroMaria },
      'GET /usuario/historico-cadastral': { status: 200, data: historicoVazio },
      'PUT /usuario/cadastro': {
        status: 400,
        data: { mensagem: "Dados inválidos no campo 'cidade': Cidade desconhecida.", codigo: 'VALIDACAO', campos: { cidade: 'Cidade desconhecida.' } },
      },
    });
    const { user } = renderizarRota('/atualizacao-cadastral');
    await screen.findByTestId('meus-dados');
    await preencherEndereco(user);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Cidade desconhecida.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Cidade/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Confira os campos destacados.')).toBeInTheDocument();
    expect(screen.queryByText(/Dados inválidos no campo/)).not.toBeInTheDocument();
  });

  it('loading, then error with retry; a failed history shows its own error', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /usuario/cadastro': (_req, vez) => (vez === 1 ? { redeFalhou: true } : { status: 200, data: cadastroMaria }),
      'GET /usuario/historico-cadastral': { status: 500, data: { mensagem: 'Ocorreu um erro interno. Tente novamente mais tarde.', codigo: 'ERRO_INTERNO' } },
    });
    const { user } = renderizarRota('/atualizacao-cadastral');
    expect(await screen.findByRole('status', { name: 'Carregando seus dados' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com o servidor. Verifique sua internet e tente novamente.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('meus-dados')).toBeInTheDocument();
    expect(await screen.findByText('Ocorreu um erro interno. Tente novamente mais tarde.')).toBeInTheDocument();
  });

  it('e-mail change: wrong password on the field; then success notice', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /usuario/cadastro': { status: 200, data: cadastroMaria },
      'GET /usuario/historico-cadastral': { status: 200, data: historicoVazio },
      'POST /usuario/email': (_req, vez) =>
        vez === 1
          ? { status: 400, data: { mensagem: 'Senha atual incorreta.', codigo: 'SENHA_INCORRETA', campos: { senhaAtual: 'Senha atual incorreta.' } } }
          : { status: 202, data: { mensagem: 'Se o endereço puder ser usado, enviamos um link de confirmação para ele.' } },
    });
    const { user } = renderizarRota('/atualizacao-cadastral');
    await screen.findByTestId('meus-dados');
    await user.click(screen.getByRole('button', { name: 'Alterar e-mail' }));
    expect(screen.getByLabelText(/Novo e-mail/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Novo e-mail/), 'Nova@Exemplo.com.br');
    await user.type(screen.getByLabelText(/Senha atual/), 'errada');
    await user.click(screen.getByRole('button', { name: 'Enviar link de confirmação' }));
    expect(await screen.findByText('Senha atual incorreta.')).toBeInTheDocument();
    expect(api.chamadasDe('POST /usuario/email')[0]?.corpo).toEqual({ novoEmail: 'nova@exemplo.com.br', senhaAtual: 'errada' });

    await user.clear(screen.getByLabelText(/Senha atual/));
    await user.type(screen.getByLabelText(/Senha atual/), 'certa');
    await user.click(screen.getByRole('button', { name: 'Enviar link de confirmação' }));
    expect(await screen.findByText(/enviamos um link de confirmação/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Senha atual/)).not.toBeInTheDocument();
  });

  it('a pending change is shown', async () => {
    logarComo(maria);
    instalarApiFake({
      'GET /usuario/cadastro': { status: 200, data: { ...cadastroMaria, emailPendente: 'nova@exemplo.com.br' } },
      'GET /usuario/historico-cadastral': { status: 200, data: historicoVazio },
    });
    renderizarRota('/atualizacao-cadastral');
    expect(await screen.findByText(/Aguardando a confirmação do novo e-mail/)).toHaveTextContent('nova@exemplo.com.br');
  });
});

describe('/atualizacao-cadastral/confirmar-email/:token', () => {
  it('confirms by token alone (not logged in) and offers the login', async () => {
    const api = instalarApiFake({ 'POST /usuario/email/confirmar': { status: 200, data: { email: 'nova@exemplo.com.br' } } });
    renderizarRota('/atualizacao-cadastral/confirmar-email/abcdefghijklmnopqrstuvwxyz012345');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmação de e-mail' })).toBeInTheDocument();
    expect(await screen.findByText('E-mail confirmado')).toBeInTheDocument();
    expect(screen.getByText('nova@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
    expect(api.chamadasDe('POST /usuario/email/confirmar')).toHaveLength(1);
    expect(api.chamadasDe('POST /usuario/email/confirmar')[0]?.corpo).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz012345' });
  });

  it('logged in: the stored user record gets the new e-mail and /usuario/me is fetched again', async () => {
    logarComo(maria);
    instalarApiFake({ 'POST /usuario/email/confirmar': { status: 200, data: { email: 'nova@exemplo.com.br' } } });
    const { queryClient } = renderizarRota('/atualizacao-cadastral/confirmar-email/abcdefghijklmnopqrstuvwxyz012345');
    queryClient.setQueryData(['usuario', 'me'], maria);
    expect(await screen.findByText('E-mail confirmado')).toBeInTheDocument();
    const registro = JSON.parse(window.localStorage.getItem('logged-in-user')!) as { user: { email: string; nome: string } };
    expect(registro.user).toMatchObject({ email: 'nova@exemplo.com.br', nome: maria.nome });
    expect(queryClient.getQueryState(['usuario', 'me'])?.isInvalidated).toBe(true);
    expect(screen.getByRole('link', { name: 'Ir para Atualização cadastral' })).toHaveAttribute('href', '/atualizacao-cadastral');
  });

  it('an expired or used link shows a clear page', async () => {
    instalarApiFake({
      'POST /usuario/email/confirmar': {
        status: 410,
        data: { mensagem: 'Este link expirou (vale 24 horas). Peça a troca de e-mail novamente em Atualização cadastral.', codigo: 'LINK_EXPIRADO' },
      },
    });
    renderizarRota('/atualizacao-cadastral/confirmar-email/abcdefghijklmnopqrstuvwxyz012345');
    expect(await screen.findByText('Não foi possível confirmar o e-mail')).toBeInTheDocument();
    expect(screen.getByText(/Este link expirou/)).toBeInTheDocument();
  });
});
