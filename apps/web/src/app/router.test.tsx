import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { ana, carlos, comTokenDeApp, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const auditoriaVazia = { status: 200, data: { itens: [], total: 0, pagina: 1, tamanho: 20 } };

async function esperarCaminho(router: { state: { location: { pathname: string } } }, caminho: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(caminho));
}

describe('route table and guard', () => {
  it.each(['/home', '/atualizacao-cadastral', '/area-restrita'])(
    'sends an anonymous visitor of %s to /login, replacing history',
    async (caminho) => {
      comTokenDeApp();
      instalarApiFake();
      const { router } = renderizarRota(caminho);
      await screen.findByRole('button', { name: 'Entrar' });
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('treats an expired user record as anonymous', async () => {
    logarComo(maria, { expiresIn: Date.now() - 1 });
    instalarApiFake();
    const { router } = renderizarRota('/home');
    await screen.findByRole('button', { name: 'Entrar' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('/ goes to /home for a logged-in user', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    const { router } = renderizarRota('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('/ goes to /login for an anonymous visitor', async () => {
    comTokenDeApp();
    instalarApiFake();
    const { router } = renderizarRota('/');
    await esperarCaminho(router, '/login');
  });

  it.each(['/nao-existe', '/home/cel/nao-existe'])('an anonymous visitor at an unknown path %s goes to /login, replacing history (spec)', async (caminho) => {
    comTokenDeApp();
    instalarApiFake();
    const { router } = renderizarRota(caminho);
    await screen.findByRole('button', { name: 'Entrar' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['a collaborator', carlos, '/nao-existe'],
    ['a lawyer', maria, '/home/oab/nao-existe'],
    ['staff', ana, '/area-restrita/nao-existe'],
  ])('%s signed in at an unknown path sees "Página não encontrada" under the top bar, with the way back to the home (ADR 036)', async (_quem, usuario, caminho) => {
    logarComo(usuario);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: usuario } });
    const { router } = renderizarRota(caminho);
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(caminho);
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/home');
    expect(await screen.findByTestId('top-bar-logo')).toBeInTheDocument();
  });

  it('lets any logged-in user into routes without required permissions', async () => {
    logarComo(carlos);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: carlos } });
    const { router } = renderizarRota('/atualizacao-cadastral');
    expect(await screen.findByRole('heading', { level: 1, name: 'Atualização cadastral' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/atualizacao-cadastral');
  });

  it('sends a user without CLI_PermissaoAreaRestrita to /acesso-negado', async () => {
    logarComo(maria);
    instalarApiFake();
    const { router } = renderizarRota('/area-restrita');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso negado' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/acesso-negado');
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/home');
  });

  it.each([
    ['the string "true"', 'true'],
    ['the number 1', 1],
    ['missing', undefined],
  ])('does not grant the permission when the flag is %s', async (_caso, valor) => {
    logarComo({ ...ana, permissoes: { CLI_PermissaoAreaRestrita: valor } });
    instalarApiFake();
    const { router } = renderizarRota('/area-restrita');
    await screen.findByRole('heading', { level: 1, name: 'Acesso negado' });
    expect(router.state.location.pathname).toBe('/acesso-negado');
  });

  it('grants /area-restrita when the flag is exactly true', async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /auditoria': auditoriaVazia });
    const { router } = renderizarRota('/area-restrita');
    expect(await screen.findByRole('heading', { level: 1, name: 'Área restrita' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/area-restrita');
  });

  it('/acesso-negado for an anonymous visitor offers the login', async () => {
    comTokenDeApp();
    instalarApiFake();
    renderizarRota('/acesso-negado');
    await screen.findByRole('heading', { level: 1, name: 'Acesso negado' });
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('a session refused after re-authenticating (401 twice) clears the user and goes to /login', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /usuario/me': { status: 401, data: { mensagem: 'Sessão encerrada.', codigo: 'NAO_AUTENTICADO' } },
    });
    const { router } = renderizarRota('/home');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.localStorage.getItem('logged-in-user')).toBeNull();
    expect(api.chamadasDe('GET /usuario/me')).toHaveLength(2);
    expect(api.chamadasDe('POST /authenticate')).toHaveLength(1);
  });

  it('every page has the main landmark and a single h1', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    renderizarRota('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
