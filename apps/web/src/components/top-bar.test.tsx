import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAVE_TOKEN, CHAVE_USUARIO } from '@/lib/auth-storage';
import { instalarApiFake } from '@/test/fake-api';
import { ana, carlos, comTokenDeApp, logarComo, maria } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

const auditoriaVazia = { status: 200, data: { itens: [], total: 0, pagina: 1, tamanho: 20 } };

async function abrirMenu(user: ReturnType<typeof renderizarRota>['user']) {
  const botao = await screen.findByRole('button', { name: /abrir menu do usuário$/i });
  expect(botao).toHaveAttribute('aria-haspopup');
  expect(botao).toHaveAttribute('aria-expanded', 'false');
  await user.click(botao);
  expect(botao).toHaveAttribute('aria-expanded', 'true');
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('top bar', () => {
  it('shows the logo link to /home, the title, the first name and the avatar initial', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    renderizarRota('/atualizacao-cadastral');

    const barra = await screen.findByRole('banner');
    expect(within(barra).getByRole('link', { name: 'Logotipo do Portal unificado' })).toHaveAttribute('href', '/home');
    expect(within(barra).getByText('Portal unificado')).toBeInTheDocument();
    expect(within(barra).getByTestId('user-first-name')).toHaveTextContent('Maria');
    expect(within(barra).getByTestId('user-avatar')).toHaveAttribute('data-inicial', 'M');
    // WCAG 2.5.3: the button's name begins with what it shows (the first name); the initial is drawn by CSS.
    expect(within(barra).getByRole('button', { name: 'Maria, abrir menu do usuário' })).toContainElement(within(barra).getByTestId('user-first-name'));
    expect(within(barra).getByTestId('user-avatar')).toHaveTextContent(/^$/);
  });

  it("falls back to 'U' in the avatar when there is no name", async () => {
    logarComo({ ...carlos, nome: '' });
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: carlos } });
    renderizarRota('/atualizacao-cadastral');
    expect(await screen.findByTestId('user-avatar')).toHaveAttribute('data-inicial', 'U');
    expect(screen.getByRole('button', { name: 'Abrir menu do usuário' })).toBeInTheDocument();
  });

  it('lawyer: Home, Perfil, Sair', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    const { user } = renderizarRota('/home');
    expect(await abrirMenu(user)).toEqual(['Home', 'Perfil', 'Sair']);
  });

  it('collaborator: Perfil, Sair', async () => {
    logarComo(carlos);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: carlos } });
    const { user } = renderizarRota('/home');
    expect(await abrirMenu(user)).toEqual(['Perfil', 'Sair']);
  });

  it('staff collaborator: Área restrita, Perfil, Sair', async () => {
    logarComo(ana);
    instalarApiFake({ 'GET /auditoria': auditoriaVazia });
    const { user } = renderizarRota('/area-restrita');
    expect(await abrirMenu(user)).toEqual(['Área restrita', 'Perfil', 'Sair']);
  });

  it("a permission that is not exactly true does not show 'Área restrita'", async () => {
    logarComo({ ...carlos, permissoes: { CLI_PermissaoAreaRestrita: 'true' } });
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: carlos } });
    const { user } = renderizarRota('/home');
    expect(await abrirMenu(user)).toEqual(['Perfil', 'Sair']);
  });

  it('menu entries navigate', async () => {
    logarComo({ ...ana, isAdvogado: true });
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: ana }, 'GET /auditoria': auditoriaVazia });
    const { user, router } = renderizarRota('/home');

    await abrirMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Perfil' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Atualização cadastral' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/atualizacao-cadastral');

    await abrirMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Área restrita' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Área restrita' })).toBeInTheDocument();

    await abrirMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Ana' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('is hidden on /login', async () => {
    comTokenDeApp();
    instalarApiFake();
    renderizarRota('/login');
    await screen.findByRole('button', { name: 'Entrar' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /abrir menu do usuário/i })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveStyle({ paddingTop: '0px' });
  });

  it('leaves the 128 px offset under the bar on authenticated pages', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    renderizarRota('/home');
    await screen.findByRole('banner');
    expect(screen.getByRole('main')).toHaveStyle({ paddingTop: '128px' });
  });

  it('Sair: POST /usuario/logout, clears storage and goes to /login', async () => {
    logarComo(maria);
    const api = instalarApiFake({
      'GET /usuario/me': { status: 200, data: maria },
      'POST /usuario/logout': { status: 200, data: { ok: true } },
    });
    const { user, router } = renderizarRota('/home');
    await abrirMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Sair' }));

    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.chamadasDe('POST /usuario/logout')).toHaveLength(1);
    expect(api.chamadasDe('POST /usuario/logout')[0]?.corpo).toEqual({});
    expect(window.localStorage.getItem(CHAVE_USUARIO)).toBeNull();
    expect(window.localStorage.getItem(CHAVE_TOKEN)).toBeNull();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('Sair ignores a failing logout call', async () => {
    logarComo(carlos);
    instalarApiFake({
      'GET /usuario/me': { status: 200, data: carlos },
      'POST /usuario/logout': { status: 500, data: { mensagem: 'Erro interno.', codigo: 'INTERNO' } },
    });
    const { user, router } = renderizarRota('/home');
    await abrirMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(CHAVE_USUARIO)).toBeNull();
  });
});
