import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAVE_TOKEN, CHAVE_USUARIO } from '@/lib/auth-storage';
import { instalarApiFake } from '@/test/fake-api';
import { ana, carlos, comTokenDeApp, logarComo, maria, respostaLogin } from '@/test/fixtures';
import { criarJwt } from '@/test/jwt';
import { renderizarRota } from '@/test/render-app';

const MSG_ADVOGADO = "Este CPF pertence a um advogado. Faça login pelo modo 'Usuário'.";
const MSG_COLABORADOR = 'Usuário ou senha inválidos para login como colaborador.';
const DICA_COLABORADOR = "Se você é colaborador ou servidor, entre pelo modo 'Colaborador'.";

type Usuario = ReturnType<typeof renderizarRota>['user'];

async function preencher(user: Usuario, identificador: string, senha: string) {
  if (identificador) await user.type(screen.getByRole('textbox', { name: /CPF/ }), identificador);
  if (senha) await user.type(screen.getByLabelText(/^Senha/), senha);
}

async function abrirLogin() {
  comTokenDeApp();
  const tela = renderizarRota('/login');
  await screen.findByRole('button', { name: 'Entrar' });
  return tela;
}

describe('a session ended on the server', () => {
  it('a page whose call is refused twice goes to /login, which says the session ended', async () => {
    logarComo(maria);
    const nao = { status: 401, data: { mensagem: 'Sessão encerrada.', codigo: 'NAO_AUTENTICADO' } };
    instalarApiFake({ 'GET /usuario/sessoes': nao });
    const { router } = renderizarRota('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByTestId('login-aviso')).toHaveTextContent('Sua sessão foi encerrada. Entre novamente para continuar.');
    expect(screen.getByRole('alert')).toHaveTextContent('Sua sessão foi encerrada.');
  });

  it('a plain visit to /login says nothing of the kind', async () => {
    instalarApiFake();
    await abrirLogin();
    expect(screen.queryByTestId('login-aviso')).not.toBeInTheDocument();
  });
});

describe('/login', () => {
  it("offers the modes 'Usuário' and 'Colaborador' with the right field labels", async () => {
    instalarApiFake();
    const { user } = await abrirLogin();

    const usuario = screen.getByRole('radio', { name: 'Usuário' });
    const colaborador = screen.getByRole('radio', { name: 'Colaborador' });
    expect(usuario).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'CPF ou inscrição' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Senha/)).toHaveAttribute('type', 'password');
    expect(screen.getByText(/Advogados entram pelo modo/)).toBeInTheDocument();

    await user.click(colaborador);
    expect(colaborador).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'CPF' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows and hides the password with a labelled button', async () => {
    instalarApiFake();
    const { user } = await abrirLogin();
    const senha = screen.getByLabelText(/^Senha/);
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(senha).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(senha).toHaveAttribute('type', 'password');
  });

  it('validates empty fields inline and sends nothing', async () => {
    const api = instalarApiFake();
    const { user } = await abrirLogin();

    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Informe o usuário.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /CPF ou inscrição/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.chamadas).toHaveLength(0);

    // Blanks only are empty too (the schema trims).
    await preencher(user, '   ', 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o usuário.')).toBeInTheDocument();
    expect(api.chamadas).toHaveLength(0);
  });

  it('lawyer login: stores the user (without token) for one hour and the token, then goes to /home', async () => {
    const token = criarJwt({ sub: 'maria' });
    const api = instalarApiFake({
      'POST /usuario/login': { status: 200, data: respostaLogin(maria, token) },
      'GET /usuario/me': { status: 200, data: maria },
    });
    const { user, router } = await abrirLogin();

    await preencher(user, '529.982.247-25', 'advogado-demo-2026');
    const antes = Date.now();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(api.chamadasDe('POST /usuario/login')[0]?.corpo).toEqual({
      username: '529.982.247-25',
      password: 'advogado-demo-2026',
    });

    const registro = JSON.parse(window.localStorage.getItem(CHAVE_USUARIO) ?? 'null') as {
      user: unknown;
      expiresIn: number;
    };
    expect(registro.user).toEqual(maria);
    expect(registro.user).not.toHaveProperty('token');
    expect(registro.expiresIn).toBeGreaterThanOrEqual(antes + 3_600_000);
    expect(registro.expiresIn).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect(JSON.parse(window.localStorage.getItem(CHAVE_TOKEN) ?? 'null')).toEqual({
      token,
      createdAt: expect.any(Number),
    });
  });

  it("lawyer login failure (401) shows 'Falha no login' and is not re-sent", async () => {
    const api = instalarApiFake({
      'POST /usuario/login': { status: 401, data: { mensagem: 'Usuário ou senha inválidos.', codigo: 'CREDENCIAIS' } },
    });
    const { user, router } = await abrirLogin();

    await preencher(user, '12345/GO', 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Falha no login$/);
    expect(api.chamadasDe('POST /usuario/login')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(CHAVE_USUARIO)).toBeNull();
  });

  it("lawyer login with a non-200 success is a failure ('Falha no login')", async () => {
    instalarApiFake({ 'POST /usuario/login': { status: 204 } });
    const { user } = await abrirLogin();
    await preencher(user, '12345/GO', 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Falha no login$/);
    expect(window.localStorage.getItem(CHAVE_USUARIO)).toBeNull();
  });

  it.each([
    ['Usuário', 'POST /usuario/login'],
    ['Colaborador', 'POST /usuario/login-colaborador'],
  ])('mode %s: status 429 shows the server message', async (modo, rota) => {
    const mensagem = 'Muitas tentativas. Tente novamente em 5 minutos.';
    instalarApiFake({ [rota]: { status: 429, data: { mensagem }, headers: { 'retry-after': '300' } } });
    const { user } = await abrirLogin();
    await user.click(screen.getByRole('radio', { name: modo }));
    await preencher(user, '111.444.777-35', 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mensagem);
  });

  it('collaborator login trims the username and goes to /home', async () => {
    const api = instalarApiFake({
      'POST /usuario/login-colaborador': { status: 200, data: respostaLogin(carlos) },
      'GET /usuario/me': { status: 200, data: carlos },
    });
    const { user, router } = await abrirLogin();
    await user.click(screen.getByRole('radio', { name: 'Colaborador' }));
    await preencher(user, '  111.444.777-35  ', 'colaborador-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Carlos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(api.chamadasDe('POST /usuario/login')).toHaveLength(0);
    expect(api.chamadasDe('POST /usuario/login-colaborador')[0]?.corpo).toEqual({
      username: '111.444.777-35',
      password: 'colaborador-demo-2026',
    });
  });

  it('staff (CLI_PermissaoAreaRestrita true) goes to /area-restrita', async () => {
    instalarApiFake({
      'POST /usuario/login-colaborador': { status: 200, data: respostaLogin(ana) },
      'GET /auditoria': { status: 200, data: { itens: [], total: 0, pagina: 1, tamanho: 20 } },
    });
    const { user, router } = await abrirLogin();
    await user.click(screen.getByRole('radio', { name: 'Colaborador' }));
    await preencher(user, '935.411.347-80', 'servidor-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Área restrita' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/area-restrita');
  });

  it('collaborator mode, status 403: the advogado message', async () => {
    instalarApiFake({
      'POST /usuario/login-colaborador': { status: 403, data: { mensagem: 'Acesso negado.', codigo: 'PROIBIDO' } },
    });
    const { user } = await abrirLogin();
    await user.click(screen.getByRole('radio', { name: 'Colaborador' }));
    await preencher(user, '529.982.247-25', 'advogado-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_ADVOGADO);
  });

  it("collaborator mode, a mensagem mentioning 'advogado' (any status): the advogado message", async () => {
    instalarApiFake({
      'POST /usuario/login-colaborador': {
        status: 400,
        data: { mensagem: 'Este CPF é de um advogado.', codigo: 'ADVOGADO' },
      },
    });
    const { user } = await abrirLogin();
    await user.click(screen.getByRole('radio', { name: 'Colaborador' }));
    await preencher(user, '529.982.247-25', 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_ADVOGADO);
  });

  it('collaborator mode, status 401: the collaborator message, sent once', async () => {
    const api = instalarApiFake({
      'POST /usuario/login-colaborador': { status: 401, data: { mensagem: 'Credenciais inválidas.', codigo: 'X' } },
    });
    const { user } = await abrirLogin();
    await user.click(screen.getByRole('radio', { name: 'Colaborador' }));
    await preencher(user, '111.444.777-35', 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_COLABORADOR);
    expect(api.chamadasDe('POST /usuario/login-colaborador')).toHaveLength(1);
  });

  it("collaborator mode, a non-200 success: 'Falha no login do colaborador.'", async () => {
    instalarApiFake({ 'POST /usuario/login-colaborador': { status: 201, data: respostaLogin(carlos) } });
    const { user } = await abrirLogin();
    await user.click(screen.getByRole('radio', { name: 'Colaborador' }));
    await preencher(user, '111.444.777-35', 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha no login do colaborador.');
    expect(window.localStorage.getItem(CHAVE_USUARIO)).toBeNull();
  });

  it('network failure explains there is no connection', async () => {
    instalarApiFake({ 'POST /usuario/login': { redeFalhou: true } });
    const { user } = await abrirLogin();
    await preencher(user, '12345/GO', 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com o servidor.');
  });

  it('disables the button and shows progress while submitting', async () => {
    let responder: (() => void) | undefined;
    instalarApiFake({
      'POST /usuario/login': () =>
        new Promise((resolve) => {
          responder = () => resolve({ status: 401, data: { mensagem: 'x', codigo: 'y' } });
        }),
    });
    const { user } = await abrirLogin();
    await preencher(user, '12345/GO', 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(responder).toBeDefined());
    responder?.();
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('switching mode clears the previous error', async () => {
    instalarApiFake({ 'POST /usuario/login': { status: 401, data: { mensagem: 'x', codigo: 'y' } } });
    const { user } = await abrirLogin();
    await preencher(user, '12345/GO', 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('radio', { name: 'Colaborador' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a logged-in user is sent on to /home', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    const { router } = renderizarRota('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('the modes are a labelled radio group: one Tab stop, arrows change the mode, Tab goes on to the field', async () => {
    instalarApiFake();
    const { user } = await abrirLogin();

    const grupo = screen.getByRole('radiogroup', { name: 'Modo de login' });
    // The hint line saying which mode is whose describes the group.
    expect(grupo).toHaveAccessibleDescription(/Advogados entram pelo modo/);
    const usuario = within(grupo).getByRole('radio', { name: 'Usuário' });
    const colaborador = within(grupo).getByRole('radio', { name: 'Colaborador' });
    expect(usuario).toBeChecked();
    expect(colaborador).not.toBeChecked();

    act(() => usuario.focus());
    await user.keyboard('{ArrowRight}');
    expect(colaborador).toBeChecked();
    expect(colaborador).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'CPF' })).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveFocus();
    // Back: the group is a single stop, on the chosen mode.
    await user.tab({ shift: true });
    expect(colaborador).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(usuario).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'CPF ou inscrição' })).toBeInTheDocument();
  });
});

describe("/login: a collaborator in the 'Usuário' mode", () => {
  it.each([
    ['wrong password or unknown account (401)', { status: 401, data: { mensagem: 'Usuário ou senha inválidos.', codigo: 'CREDENCIAIS' } }],
    ['a non-200 success', { status: 204 }],
    ['too many attempts (429)', { status: 429, data: { mensagem: 'Muitas tentativas. Tente novamente em 5 minutos.' } }],
  ] as const)("every failure (%s) adds the same line pointing to the 'Colaborador' mode", async (_caso, resposta) => {
    instalarApiFake({ 'POST /usuario/login': resposta });
    const { user } = await abrirLogin();
    await preencher(user, '111.444.777-35', 'colaborador-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const alerta = await screen.findByRole('alert');
    if (resposta.status !== 429) expect(alerta).toHaveTextContent(/^Falha no login$/);
    const dica = screen.getByTestId('login-dica-colaborador');
    expect(dica).toHaveTextContent(DICA_COLABORADOR);
    expect(dica).toBeVisible();
    // Said to screen reader users too: the line is in a polite live region.
    expect(dica.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it("the line is not there before a failure, nor for a failure in the 'Colaborador' mode", async () => {
    instalarApiFake({ 'POST /usuario/login-colaborador': { status: 401, data: { mensagem: 'x', codigo: 'y' } } });
    const { user } = await abrirLogin();
    expect(screen.queryByText(DICA_COLABORADOR)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Colaborador' }));
    await preencher(user, '111.444.777-35', 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_COLABORADOR);
    expect(screen.queryByText(DICA_COLABORADOR)).not.toBeInTheDocument();
  });
});
