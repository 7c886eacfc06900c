import { expect, test } from '@playwright/test';
import { DEMO, entrar, semViolacoesGraves } from './support';

test.describe('guard and redirects', () => {
  for (const caminho of ['/home', '/area-restrita', '/atualizacao-cadastral']) {
    test(`anonymous ${caminho} → /login (history replaced)`, async ({ page }) => {
      await page.goto('/login');
      await page.goto(caminho);
      await expect(page).toHaveURL(/\/login$/);
      await page.goBack();
      // Replace: going back does not return to the guarded page.
      expect(page.url()).not.toContain(caminho);
    });
  }

  test('unknown paths go to /login signed out (history replaced)', async ({ page }) => {
    await page.goto('/login');
    await page.goto('/rota/que/nao/existe');
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    expect(page.url()).not.toContain('/rota/que/nao/existe');
  });

  test('signed in, an unknown path says "Página não encontrada" and leads back to the home (ADR 036)', async ({ page }) => {
    await entrar(page, DEMO.carlos);
    await page.goto('/rota/que/nao/existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(page).toHaveURL(/\/rota\/que\/nao\/existe$/);
    await expect(page.getByTestId('top-bar-logo')).toBeVisible();
    await semViolacoesGraves(page);
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a lawyer without the permission is sent to /acesso-negado', async ({ page }) => {
    await entrar(page, DEMO.maria);
    await page.goto('/area-restrita');
    await expect(page).toHaveURL(/\/acesso-negado$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await semViolacoesGraves(page);
  });

  test('a collaborator without the permission is sent to /acesso-negado too', async ({ page }) => {
    await entrar(page, DEMO.carlos);
    await page.goto('/area-restrita');
    await expect(page).toHaveURL(/\/acesso-negado$/);
  });

  test('an expired logged-in-user record counts as logged out', async ({ page }) => {
    await entrar(page, DEMO.maria);
    await page.evaluate(() => {
      const r = JSON.parse(localStorage.getItem('logged-in-user')!);
      localStorage.setItem('logged-in-user', JSON.stringify({ ...r, expiresIn: Date.now() - 1000 }));
    });
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the profile page shows the member data', async ({ page }) => {
    await entrar(page, DEMO.maria);
    await page.goto('/atualizacao-cadastral');
    await expect(page.getByText('maria.souza@demo.portal.local')).toBeVisible();
    await expect(page.getByText('12345/GO')).toBeVisible();
    await semViolacoesGraves(page);
  });
});
