import { expect, test } from '@playwright/test';
import { DEMO, entrarPelaTela, linkDoEmail, preencherLogin, semViolacoesGraves } from './support';

const EMAIL_CARLOS = 'carlos.pereira@demo.portal.local';

test.describe('recuperação de senha', () => {
  test('forgot → e-mail → reset → login with the new password (then the demo password is put back)', async ({ page }) => {
    const nova = 'nova senha do carlos e2e';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(/\/forgot$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recuperar senha');
    await semViolacoesGraves(page);

    const inicio = Date.now() - 1000;
    await page.getByRole('textbox', { name: 'CPF, inscrição ou e-mail' }).fill(DEMO.carlos.usuario);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByTestId('forgot-enviado')).toHaveText('Se houver uma conta com esses dados, enviamos um e-mail com as instruções.');
    await semViolacoesGraves(page);

    const link = await linkDoEmail(EMAIL_CARLOS, '/resetpass/', inicio);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redefinir senha');
    await semViolacoesGraves(page);
    await page.getByLabel('Nova senha', { exact: true }).fill('12345678');
    await page.getByLabel('Confirme a nova senha', { exact: true }).fill('12345678');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Esta senha é muito comum e fácil de adivinhar. Escolha outra.')).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill(nova);
    await page.getByLabel('Confirme a nova senha', { exact: true }).fill(nova);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-sucesso')).toHaveText('Senha redefinida. Entre com a nova senha.');
    await semViolacoesGraves(page);
    await preencherLogin(page, { ...DEMO.carlos, senha: DEMO.carlos.senha });
    await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos para login como colaborador.');
    await entrarPelaTela(page, { ...DEMO.carlos, senha: nova });

    // The link is spent: opening it again shows the clear page with a way to ask again.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link expirado ou já usado');
    await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/forgot');
    await semViolacoesGraves(page);

    // Put the demo password back for the other specs, through the same API.
    const volta = Date.now() - 1000;
    expect((await page.request.post('/wsapp/usuario/esqueci-senha', { data: { username: EMAIL_CARLOS } })).status()).toBe(202);
    const token = (await linkDoEmail(EMAIL_CARLOS, '/resetpass/', volta)).split('/').pop();
    const r = await page.request.post('/wsapp/usuario/redefinir-senha', {
      data: { token, senha: DEMO.carlos.senha, confirmacao: DEMO.carlos.senha },
    });
    expect(r.status()).toBe(200);
  });

  test('a forged link shows the clear page', async ({ page }) => {
    await page.goto('/resetpass/link-forjado-que-nao-existe-0000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link expirado ou já usado');
    await semViolacoesGraves(page);
  });
});
