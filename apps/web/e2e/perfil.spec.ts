import { expect, test } from '@playwright/test';
import { DEMO, abrirMenu, entrar, linkDoEmail, semViolacoesGraves, ultimoEmailPara } from './support';

test.describe('/atualizacao-cadastral', () => {
  test('Maria edits her celular and address, sees "Dados atualizados." and the history rows', async ({ page }) => {
    await entrar(page, DEMO.maria);
    const menu = await abrirMenu(page);
    await menu.getByRole('menuitem', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/atualizacao-cadastral$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Atualização cadastral' })).toBeVisible();
    await expect(page.getByText('529.982.247-25')).toBeVisible();
    await expect(page.getByText('12345/GO')).toBeVisible();
    // The history may already hold dependants' lines (dependentes.spec runs first in a full run).
    await expect(page.getByRole('region', { name: 'Histórico de alterações' })).toBeVisible();
    await semViolacoesGraves(page);

    // No address on file: only the phone changes, and only the phone is saved; no field is marked.
    await page.getByLabel('Celular').fill('(62) 98888-7777');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Dados atualizados.')).toBeVisible();
    await expect(page.getByTestId('historico-cadastral').getByText('Celular: (62) 99999-0001 → (62) 98888-7777')).toBeVisible();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

    await page.getByLabel('CEP').pressSequentially('74000100');
    await expect(page.getByLabel('CEP')).toHaveValue('74000-100');
    await page.getByLabel('Logradouro').fill('Rua 10 <b>negrito</b>');
    await page.getByRole('textbox', { name: 'Número', exact: true }).fill('250');
    await page.getByLabel('Bairro').fill('Setor Oeste');
    await page.getByLabel('Cidade').fill('Goiânia');
    await page.getByLabel('UF').selectOption('GO');
    // By keyboard: Enter in a field submits the form.
    await page.getByLabel('Cidade').press('Enter');

    await expect(page.getByText('Dados atualizados.')).toBeVisible();
    const historico = page.getByTestId('historico-cadastral');
    await expect(historico.getByText('Celular: (62) 99999-0001 → (62) 98888-7777')).toBeVisible();
    await expect(historico.getByText('CEP: — → 74000-100')).toBeVisible();
    // Markup typed in a field is stored and shown as text.
    await expect(historico.getByText('Logradouro: — → Rua 10 <b>negrito</b>')).toBeVisible();
    await expect(page.locator('b', { hasText: 'negrito' })).toHaveCount(0);
    await semViolacoesGraves(page);

    // After a reload the saved values are there.
    await page.reload();
    await expect(page.getByLabel('Celular')).toHaveValue('(62) 98888-7777');
    await expect(page.getByLabel('UF')).toHaveValue('GO');

    // Server-side rules reach the fields; nothing saved.
    await page.getByLabel('CEP').fill('7400');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('CEP inválido. Use 8 dígitos (00000-000).')).toBeVisible();

    // 360 px wide: no sideways scrolling.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Atualização cadastral' })).toBeVisible();
    await expect(page.getByTestId('historico-cadastral')).toBeVisible();
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(360);
    await semViolacoesGraves(page);
  });

  test('Joana changes her e-mail: password, link to the new address opened on another device, single use', async ({ page, browser }) => {
    const inicio = Date.now() - 1000;
    const novo = `joana.nova.${Date.now()}@demo.portal.local`;
    await entrar(page, DEMO.joana);
    await page.goto('/atualizacao-cadastral');
    await expect(page.getByText('joana.ribeiro@demo.portal.local')).toBeVisible();

    await page.getByRole('button', { name: 'Alterar e-mail' }).click();
    await page.getByLabel('Novo e-mail').fill(novo);
    await page.getByLabel('Senha atual').fill('senha-errada-123');
    await page.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await expect(page.getByText('Senha atual incorreta.').first()).toBeVisible();
    await semViolacoesGraves(page);

    await page.getByLabel('Senha atual').fill(DEMO.joana.senha);
    await page.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await expect(page.getByText(/enviamos um link de confirmação/)).toBeVisible();
    await expect(page.getByText(/Aguardando a confirmação do novo e-mail/)).toContainText(novo);

    const aviso = await ultimoEmailPara('joana.ribeiro@demo.portal.local', inicio);
    expect(aviso).toContain('Recebemos um pedido para trocar o e-mail da sua conta');
    expect(aviso).not.toContain('/confirmar-email/');
    const caminho = new URL(await linkDoEmail(novo, '/atualizacao-cadastral/confirmar-email/', inicio)).pathname;

    // Opened on a phone where Joana is not signed in: the token alone confirms.
    const celular = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const outra = await celular.newPage();
    await outra.goto(caminho);
    await expect(outra.getByRole('heading', { level: 1, name: 'Confirmação de e-mail' })).toBeVisible();
    await expect(outra.getByText('E-mail confirmado')).toBeVisible();
    await expect(outra.getByText(novo)).toBeVisible();
    await semViolacoesGraves(outra);

    // Single use: the same link again is a clear page.
    await outra.goto(caminho);
    await expect(outra.getByText('Não foi possível confirmar o e-mail')).toBeVisible();
    await expect(outra.getByText(/já foi usado/)).toBeVisible();
    await expect(outra.getByRole('link', { name: 'Ir para o login' })).toBeVisible();
    await semViolacoesGraves(outra);
    await celular.close();

    // Back where she is signed in: the new address, the history row, and the stored user record.
    await page.reload();
    const dados = page.getByTestId('meus-dados');
    await expect(dados.getByText(novo)).toBeVisible();
    await expect(page.getByTestId('historico-cadastral').getByText(`E-mail: joana.ribeiro@demo.portal.local → ${novo}`)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('logged-in-user') ?? '{}') as { user?: { email?: string } }).user?.email))
      .toBe(novo);
  });
});
