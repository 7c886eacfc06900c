import { expect, test, type Page } from '@playwright/test';
import { linkDoEmail, preencherLogin, semViolacoesGraves } from './support';

async function preencherCadastro(page: Page, d: { nome: string; cpf: string; email: string; senha: string }) {
  await page.getByRole('textbox', { name: 'Nome completo' }).fill(d.nome);
  await page.getByRole('textbox', { name: 'CPF' }).fill(d.cpf);
  await page.getByLabel(/Data de nascimento/).fill('1987-05-19');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(d.email);
  await page.getByRole('textbox', { name: 'Celular' }).fill('(62) 98888-1234');
  await page.getByRole('textbox', { name: 'CEP' }).fill('74000-100');
  await page.getByRole('textbox', { name: 'Logradouro' }).fill('Rua 10');
  await page.getByRole('textbox', { name: 'Número' }).fill('123');
  await page.getByRole('textbox', { name: 'Bairro' }).fill('Setor Oeste');
  await page.getByRole('textbox', { name: 'Cidade' }).fill('Goiânia');
  await page.getByRole('combobox', { name: 'UF' }).selectOption('GO');
  await page.locator('#cadastro-senha').fill(d.senha);
  await page.locator('#cadastro-confirmacao').fill(d.senha);
}

test.describe('cadastro', () => {
  test('a lawyer in the register signs up, confirms by e-mail and signs in', async ({ page }) => {
    // Sign-up, the e-mail, both logins and eleven accessibility passes (each at 1280 and 360 px): longer than 30 s
    // when the machine is shared.
    test.setTimeout(60_000);
    // Paulo Mendes (seed): in the register with birth date 19/05/1987 and this address on file, where the
    // confirmation link goes whatever address is typed.
    const emailDoRegistro = 'paulo.mendes@demo.portal.local';
    const email = `paulo.e2e.${Date.now()}@teste.local`;
    const senha = 'paulo cadastro e2e 2026';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/cadastro$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Criar conta');
    await semViolacoesGraves(page);

    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Para criar a conta, aceite o aviso de privacidade.')).toBeVisible();
    await semViolacoesGraves(page);

    await preencherCadastro(page, { nome: 'Paulo Mendes', cpf: '482.716.350-26', email, senha });
    await page.getByRole('button', { name: 'Ler o aviso de privacidade' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Aviso de privacidade' });
    await expect(dialogo.getByText('Aviso de privacidade do Portal unificado')).toBeVisible();
    await semViolacoesGraves(page);
    await dialogo.getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('checkbox', { name: 'Li e aceito o aviso de privacidade' }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expect(page.getByTestId('cadastro-recebido')).toHaveText(
      `Cadastro recebido. Enviamos um e-mail para ${email} com as próximas instruções.`,
    );
    await semViolacoesGraves(page);

    // Before confirming: the right password is refused with the server's message.
    await page.goto('/login');
    await preencherLogin(page, { modo: 'Usuário', usuario: '34567/GO', senha });
    await expect(page.getByRole('alert')).toHaveText(
      'Confirme seu e-mail antes de entrar. Enviamos o link para o endereço cadastrado.',
    );

    const link = await linkDoEmail(emailDoRegistro, '/cadastro/confirmar/');
    await page.goto(link);
    await expect(page.getByTestId('confirmacao-ok')).toContainText('E-mail confirmado');
    await semViolacoesGraves(page);
    await page.getByRole('link', { name: 'Entrar no portal' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await preencherLogin(page, { modo: 'Usuário', usuario: '34567/GO', senha });
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('34567/GO')).toBeVisible();

    // The same link again: a clear page with a way to ask for a new one.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link expirado ou já usado');
    await expect(page.getByRole('button', { name: 'Enviar novo link' })).toBeVisible();
    await semViolacoesGraves(page);
  });
});
