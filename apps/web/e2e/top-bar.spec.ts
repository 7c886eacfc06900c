import { expect, test, type Locator } from '@playwright/test';
import { abrirMenu, DEMO, entrar, entrarPelaTela, semViolacoesGraves } from './support';

const entradas = async (menu: Locator) =>
  (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());

test.describe('top bar and user menu', () => {
  test('lawyer: name, avatar letter, menu Home / Perfil / Sair; logo goes home', async ({ page }) => {
    await entrar(page, DEMO.maria);
    const barra = page.getByRole('banner');
    await expect(barra.getByText('Portal unificado')).toBeVisible();
    await expect(barra.getByText('Maria', { exact: true })).toBeVisible();
    const menu = await abrirMenu(page);
    expect(await entradas(menu)).toEqual(['Home', 'Perfil', 'Sair']);
    await semViolacoesGraves(page);
    await menu.getByRole('menuitem', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/atualizacao-cadastral$/);
    await page.getByRole('link', { name: /Portal unificado|página inicial|logo/i }).first().click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('collaborator: menu Perfil / Sair', async ({ page }) => {
    await entrar(page, DEMO.carlos);
    const menu = await abrirMenu(page);
    expect(await entradas(menu)).toEqual(['Perfil', 'Sair']);
  });

  test('staff: menu Área restrita / Perfil / Sair', async ({ page }) => {
    await entrar(page, DEMO.ana);
    const menu = await abrirMenu(page);
    expect(await entradas(menu)).toEqual(['Área restrita', 'Perfil', 'Sair']);
    await menu.getByRole('menuitem', { name: 'Área restrita' }).click();
    await expect(page).toHaveURL(/\/area-restrita$/);
  });

  test('Sair logs out: records removed, back to /login, guarded pages closed, session revoked on the server', async ({ page }) => {
    await entrarPelaTela(page, DEMO.joana);
    const menu = await abrirMenu(page);
    await menu.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('logged-in-user'))).toBeNull();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    // The refresh cookie no longer yields a user token.
    const r = await page.request.post('/wsapp/authenticate', { data: {} });
    const { token } = await r.json();
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.typ).toBe('app');
  });

  test('the menu works by keyboard', async ({ page }) => {
    await entrar(page, DEMO.maria);
    const botao = page.getByRole('button', { name: 'Abrir menu do usuário' });
    await botao.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });
});
