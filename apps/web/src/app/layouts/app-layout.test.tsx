import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instalarApiFake } from '@/test/fake-api';
import { comTokenDeApp, logarComo, maria, respostaLogin } from '@/test/fixtures';
import { renderizarRota } from '@/test/render-app';

function anuncio() {
  return screen.getByTestId('anuncio-de-rota');
}

describe('layout: skip link, focus and title on route changes', () => {
  it("the first Tab stop is 'Pular para o conteúdo', which targets <main> and moves focus there", async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    const { user } = renderizarRota('/home');
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    await screen.findByRole('button', { name: /abrir menu do usuário$/i });

    const principal = screen.getByRole('main');
    expect(principal).toHaveAttribute('id', 'conteudo');

    await user.tab();
    const pular = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(pular).toHaveFocus();
    expect(pular).toHaveAttribute('href', '#conteudo');

    await user.keyboard('{Enter}');
    expect(principal).toHaveFocus();
    // The next stop is the page's first link, not the top bar.
    await user.tab();
    expect(document.activeElement).not.toBeNull();
    expect(principal.contains(document.activeElement)).toBe(true);
  });

  it('the first load titles the document after its h1 but leaves focus alone', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    renderizarRota('/home');
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    await waitFor(() => expect(document.title).toBe('Olá, Maria | Portal unificado'));
    expect(document.body).toHaveFocus();
    expect(anuncio()).toBeEmptyDOMElement();
  });

  it("following a link moves focus to the new page's h1, announces it and titles the document", async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    const { user } = renderizarRota('/home');
    await user.click(await screen.findByRole('link', { name: /^CASAG/ }));

    const titulo = await screen.findByRole('heading', { level: 1, name: 'CASAG' });
    await waitFor(() => expect(titulo).toHaveFocus());
    expect(titulo).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(anuncio()).toHaveTextContent('CASAG'));
    expect(anuncio()).toHaveAttribute('aria-live', 'polite');
    expect(document.title).toBe('CASAG | Portal unificado');
  });

  it('never takes focus back once it went elsewhere without a key or pointer (a screen reader, a script)', async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    const { user } = renderizarRota('/home');
    await user.click(await screen.findByRole('link', { name: /^CASAG/ }));
    const titulo = await screen.findByRole('heading', { level: 1, name: 'CASAG' });
    await waitFor(() => expect(titulo).toHaveFocus());

    const menu = screen.getByRole('button', { name: /abrir menu do usuário$/i });
    act(() => menu.focus());
    await new Promise((r) => setTimeout(r, 300));
    expect(menu).toHaveFocus();
  });

  it("a page chosen in the top bar's menu gets the focus too (not the menu button)", async () => {
    logarComo(maria);
    instalarApiFake({ 'GET /usuario/me': { status: 200, data: maria } });
    const { user } = renderizarRota('/home');
    await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    await user.click(await screen.findByRole('button', { name: /abrir menu do usuário$/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Perfil' }));

    const titulo = await screen.findByRole('heading', { level: 1, name: 'Atualização cadastral' });
    await waitFor(() => expect(titulo).toHaveFocus());
    // Still there once the menu has closed.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(titulo).toHaveFocus();
  });

  it("after signing in, focus is on the landing page's h1", async () => {
    comTokenDeApp();
    instalarApiFake({
      'POST /usuario/login': { status: 200, data: respostaLogin(maria) },
      'GET /usuario/me': { status: 200, data: maria },
    });
    const { user } = renderizarRota('/login');
    await user.type(await screen.findByRole('textbox', { name: /CPF/ }), '529.982.247-25');
    await user.type(screen.getByLabelText(/^Senha/), 'advogado-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const titulo = await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' });
    await waitFor(() => expect(titulo).toHaveFocus());
    await waitFor(() => expect(anuncio()).toHaveTextContent('Olá, Maria'));
  });
});
