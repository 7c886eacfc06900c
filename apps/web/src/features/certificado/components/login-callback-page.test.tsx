import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAVE_TOKEN, CHAVE_USUARIO, DURACAO_SESSAO_MS } from '@/lib/auth-storage';
import { instalarApiFake } from '@/test/fake-api';
import { comTokenDeApp, maria } from '@/test/fixtures';
import { criarJwt } from '@/test/jwt';
import { renderizarRota } from '@/test/render-app';

const MENSAGEM = /Não foi possível entrar com o certificado digital/;

describe('/login-callback', () => {
  it('without a token goes to /login and calls nothing', async () => {
    const api = instalarApiFake();
    comTokenDeApp();
    const { router } = renderizarRota('/login-callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.chamadas.filter((c) => c.rota.includes('valida-jwt'))).toHaveLength(0);
  });

  it("shows 'Autenticando com certificado... Aguarde' while validating, then stores the user and token and goes to /home", async () => {
    const token = criarJwt();
    let liberar: () => void = () => {};
    const pronto = new Promise<void>((r) => (liberar = r));
    const api = instalarApiFake({
      'POST /api/valida-jwt': async () => {
        await pronto;
        return { status: 200, data: { valido: true, dados: { user: maria }, token } };
      },
      'GET /usuario/me': { status: 200, data: maria },
    });
    comTokenDeApp();
    const antes = Date.now();
    const { router } = renderizarRota('/login-callback?token=abc123');
    expect(await screen.findByText('Autenticando com certificado... Aguarde')).toBeInTheDocument();
    liberar();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));

    const chamada = api.chamadas.find((c) => c.rota === 'POST /api/valida-jwt');
    expect(chamada?.corpo).toEqual({ token: 'abc123' });
    // Sent once, even though the page may mount twice.
    expect(api.chamadas.filter((c) => c.rota === 'POST /api/valida-jwt')).toHaveLength(1);
    const registro = JSON.parse(localStorage.getItem(CHAVE_USUARIO) ?? 'null');
    expect(registro.user).toEqual(maria);
    expect(registro.expiresIn).toBeGreaterThanOrEqual(antes + DURACAO_SESSAO_MS);
    expect(registro.expiresIn).toBeLessThanOrEqual(Date.now() + DURACAO_SESSAO_MS);
    expect(JSON.parse(localStorage.getItem(CHAVE_TOKEN) ?? 'null').token).toBe(token);
  });

  it('valido false goes to /login with the certificate message and stores nothing', async () => {
    instalarApiFake({ 'POST /api/valida-jwt': { status: 200, data: { valido: false } } });
    comTokenDeApp();
    const { router } = renderizarRota('/login-callback?token=usado');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(MENSAGEM)).toBeInTheDocument();
    expect(localStorage.getItem(CHAVE_USUARIO)).toBeNull();
  });

  it('a server error or a malformed answer goes to /login too', async () => {
    instalarApiFake({ 'POST /api/valida-jwt': { status: 500, data: { mensagem: 'x', codigo: 'ERRO' } } });
    comTokenDeApp();
    const { router } = renderizarRota('/login-callback?token=t1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    instalarApiFake({ 'POST /api/valida-jwt': { status: 200, data: { valido: true } } });
    const outro = renderizarRota('/login-callback?token=t2');
    await waitFor(() => expect(outro.router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(CHAVE_USUARIO)).toBeNull();
  });
});

describe("/login's certificate action", () => {
  it("links 'Entrar com certificado digital' to the portal's own certificate entry (no host in the bundle)", async () => {
    const api = instalarApiFake();
    comTokenDeApp();
    renderizarRota('/login');
    const link = await screen.findByRole('link', { name: 'Entrar com certificado digital' });
    expect(link).toHaveAttribute('href', '/api/certificado/entrar');
    expect(screen.queryByText(MENSAGEM)).not.toBeInTheDocument();
    expect(api.chamadas).toHaveLength(0);
  });

  it('shows the certificate error message with ?erro=certificado', async () => {
    instalarApiFake();
    comTokenDeApp();
    renderizarRota('/login?erro=certificado');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível entrar com o certificado digital. Verifique se ele é ICP-Brasil, está válido e pertence a um CPF cadastrado.',
    );
  });
});
