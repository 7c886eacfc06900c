import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHAVE_TOKEN, lerToken } from '@/lib/auth-storage';
import { instalarApiFake } from '@/test/fake-api';
import { criarJwt, jwtExpirado } from '@/test/jwt';
import { renderizarRota } from '@/test/render-app';

describe('start-up token (spec, section 4)', () => {
  it('without a stored token: POST /authenticate {} and stores { token, createdAt }', async () => {
    const novo = criarJwt({ sub: 'app' });
    const api = instalarApiFake({ 'POST /authenticate': { status: 200, data: { token: novo } } });

    renderizarRota('/login', { comInicializacao: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Portal unificado' })).toBeInTheDocument();
    expect(api.chamadasDe('POST /authenticate')).toHaveLength(1);
    expect(api.chamadasDe('POST /authenticate')[0]?.corpo).toEqual({});
    expect(lerToken()).toEqual({ token: novo, createdAt: expect.any(Number) });
  });

  it('with an expired token: authenticates again', async () => {
    window.localStorage.setItem(CHAVE_TOKEN, JSON.stringify({ token: jwtExpirado(), createdAt: 0 }));
    const novo = criarJwt({ sub: 'app' });
    const api = instalarApiFake({ 'POST /authenticate': { status: 200, data: { token: novo } } });

    renderizarRota('/login', { comInicializacao: true });

    await screen.findByRole('button', { name: 'Entrar' });
    expect(api.chamadasDe('POST /authenticate')).toHaveLength(1);
    expect(lerToken()?.token).toBe(novo);
  });

  it('the public anonymous report starts without authenticating (no call could carry a session cookie)', async () => {
    const api = instalarApiFake({ 'POST /authenticate': { status: 200, data: { token: criarJwt({ sub: 'app' }) } } });

    renderizarRota('/denuncia-anonima', { comInicializacao: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Denúncia anônima' })).toBeInTheDocument();
    expect(api.chamadasDe('POST /authenticate')).toHaveLength(0);
    expect(lerToken()).toBeNull();
  });

  it('with a valid token: makes no call', async () => {
    const atual = criarJwt();
    window.localStorage.setItem(CHAVE_TOKEN, JSON.stringify({ token: atual, createdAt: 1 }));
    const api = instalarApiFake();

    renderizarRota('/login', { comInicializacao: true });

    await screen.findByRole('button', { name: 'Entrar' });
    expect(api.chamadas).toHaveLength(0);
    expect(lerToken()).toEqual({ token: atual, createdAt: 1 });
  });

  it('when authenticating fails: logs an error and goes to /login', async () => {
    const erroConsole = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    instalarApiFake({ 'POST /authenticate': { status: 503, data: { mensagem: 'Indisponível.', codigo: 'X' } } });

    const { router } = renderizarRota('/acesso-negado', { comInicializacao: true });

    await screen.findByRole('button', { name: 'Entrar' });
    expect(router.state.location.pathname).toBe('/login');
    expect(erroConsole).toHaveBeenCalled();
    expect(window.localStorage.getItem(CHAVE_TOKEN)).toBeNull();
  });

  it('shows progress while starting', async () => {
    let liberar: (() => void) | undefined;
    instalarApiFake({
      'POST /authenticate': () =>
        new Promise((resolve) => {
          liberar = () => resolve({ status: 200, data: { token: criarJwt() } });
        }),
    });
    renderizarRota('/acesso-negado', { comInicializacao: true });
    expect(screen.getByRole('status')).toHaveTextContent('Iniciando o portal…');
    await waitFor(() => expect(liberar).toBeDefined());
    liberar?.();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('/login shows its form while the token comes, and a login sent meanwhile waits for that token', async () => {
    let liberar: (() => void) | undefined;
    const novo = criarJwt({ sub: 'app' });
    const api = instalarApiFake({
      'POST /authenticate': () =>
        new Promise((resolve) => {
          liberar = () => resolve({ status: 200, data: { token: novo } });
        }),
      'POST /usuario/login': { status: 401, data: { mensagem: 'Usuário ou senha inválidos.', codigo: 'CREDENCIAIS_INVALIDAS' } },
    });
    const user = userEvent.setup();
    renderizarRota('/login', { comInicializacao: true });

    // The form is there before /authenticate answers.
    await user.type(screen.getByLabelText('CPF ou inscrição'), '529.982.247-25');
    await user.type(screen.getByLabelText('Senha'), 'uma senha qualquer');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(api.chamadasDe('POST /usuario/login')).toHaveLength(0);
    expect(api.chamadasDe('POST /authenticate')).toHaveLength(1);

    liberar?.();
    await waitFor(() => expect(api.chamadasDe('POST /usuario/login')).toHaveLength(1));
    expect(api.chamadasDe('POST /usuario/login')[0]?.authorization).toBe(`Bearer ${novo}`);
    expect(api.chamadasDe('POST /authenticate')).toHaveLength(1);
  });
});
