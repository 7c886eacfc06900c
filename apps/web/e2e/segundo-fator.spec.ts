import { expect, test } from '@playwright/test';
import { abrirMenu, codigoTotp, DEMO, entrarPelaTela, informarCodigo, preencherLogin, semViolacoesGraves } from './support';

test.describe('second factor', () => {
  test("Ana (staff) signs in with her authenticator code (README's secret)", async ({ page }) => {
    await page.goto('/login');
    await preencherLogin(page, DEMO.ana);
    await expect(page.getByRole('heading', { name: 'Código de verificação' })).toBeVisible();
    const campo = page.getByLabel('Código de verificação', { exact: true });
    await expect(campo).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(campo).toHaveAttribute('inputmode', 'numeric');
    await semViolacoesGraves(page);

    // A wrong code is refused in the alert, and the step stays.
    await campo.fill('000000');
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Código de verificação inválido.');

    await informarCodigo(page, DEMO.ana.totp);
    await expect(page).toHaveURL(/\/area-restrita$/);
  });

  test('Joana sets it up in /settings, signs in with it, then turns it off', async ({ page }) => {
    test.setTimeout(90_000);
    await entrarPelaTela(page, DEMO.joana);
    await page.goto('/settings');
    const secao = page.getByRole('region', { name: 'Verificação em duas etapas' });
    await expect(secao.getByTestId('segundo-fator-situacao')).toHaveText('Desativada');
    await secao.getByRole('button', { name: 'Configurar' }).click();
    await expect(secao.getByRole('img', { name: /QR code/ })).toBeVisible();
    const segredo = await secao.getByTestId('segredo-2fa').getAttribute('data-segredo');
    expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
    await semViolacoesGraves(page);

    // Turning it on needs her password too: a wrong one is refused under the field, nothing turns on.
    const senha = secao.getByLabel('Senha atual', { exact: true });
    await expect(senha).toHaveAttribute('autocomplete', 'current-password');
    await senha.fill('nao-e-a-senha-dela');
    await secao.getByLabel('Código de verificação').fill(await codigoTotp(segredo!));
    await secao.getByRole('button', { name: 'Ativar' }).click();
    await expect(secao.getByText('A senha atual não confere.')).toBeVisible();
    await expect(senha).toBeFocused();
    await expect(secao.getByTestId('segundo-fator-situacao')).toHaveText('Desativada');

    await senha.fill(DEMO.joana.senha);
    await secao.getByRole('button', { name: 'Ativar' }).click();
    const codigos = secao.getByTestId('codigos-recuperacao').getByRole('listitem');
    await expect(codigos).toHaveCount(10);
    await semViolacoesGraves(page);
    await secao.getByRole('button', { name: 'Já guardei os códigos' }).click();
    await expect(secao.getByTestId('segundo-fator-situacao')).toHaveText('Ativada');

    // Sign out and back in: now the code is asked for.
    const menu = await abrirMenu(page);
    await menu.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await preencherLogin(page, DEMO.joana);
    await informarCodigo(page, segredo!);
    await expect(page).toHaveURL(/\/home$/);

    // Turn it off again (password and a code), leaving the demo account as it was.
    await page.goto('/settings');
    await secao.getByRole('button', { name: 'Desativar' }).click();
    await secao.getByLabel('Senha', { exact: true }).fill(DEMO.joana.senha);
    await secao.getByLabel('Código de verificação').fill(await codigoTotp(segredo!));
    await secao.getByRole('button', { name: 'Desativar' }).click();
    await expect(secao.getByText('Verificação em duas etapas desativada.')).toBeVisible();
    await expect(secao.getByTestId('segundo-fator-situacao')).toHaveText('Desativada');
  });
});
