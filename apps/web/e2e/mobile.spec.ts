import { expect, test, type Page } from '@playwright/test';
import { abrirMenu, DEMO, entrar, semViolacoesGraves } from './support';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function semRolagemHorizontal(page: Page) {
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(largura).toBeLessThanOrEqual(360);
}

test.describe('360 px phone', () => {
  test('login fits the screen', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await semRolagemHorizontal(page);
    await semViolacoesGraves(page);
    await page.screenshot({ path: 'test-results/mobile-login.png', fullPage: true });
  });

  test('home: title and first name hidden below md, menu within 90vw', async ({ page }) => {
    await entrar(page, DEMO.maria);
    const barra = page.getByRole('banner');
    await expect(barra.getByText('Portal unificado')).toBeHidden();
    await expect(barra.getByText('Maria', { exact: true })).toBeHidden();
    await semRolagemHorizontal(page);
    await semViolacoesGraves(page);
    await page.screenshot({ path: 'test-results/mobile-home.png', fullPage: true });
    const menu = await abrirMenu(page);
    const caixa = await menu.boundingBox();
    expect(caixa!.width).toBeLessThanOrEqual(360 * 0.9 + 1);
  });

  test('staff landing fits the screen', async ({ page }) => {
    await entrar(page, DEMO.ana);
    await expect(page.getByText('Últimos acessos ao portal')).toBeVisible();
    await semRolagemHorizontal(page);
    await semViolacoesGraves(page);
    await page.screenshot({ path: 'test-results/mobile-area-restrita.png', fullPage: true });
  });
});
