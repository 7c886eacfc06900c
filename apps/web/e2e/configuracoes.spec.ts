import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { abrirMenu, DEMO, entrar, entrarPelaTela, preencherLogin, semViolacoesGraves } from './support';

test.describe('/settings', () => {
  test('Maria opens it from /home: sessions, notifications, privacy notice and her data as JSON', async ({ page }) => {
    test.setTimeout(60_000);
    await entrar(page, DEMO.maria);
    await page.getByRole('link', { name: /Configurações/ }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();

    const sessoes = page.getByRole('region', { name: 'Sessões ativas' });
    await expect(sessoes.getByText('Esta sessão')).toBeVisible();
    await expect(sessoes.getByText(/Chrome no Linux|Chrome/).first()).toBeVisible();

    const notificacoes = page.getByRole('region', { name: 'Notificações por e-mail' });
    const noticias = notificacoes.getByLabel('Notícias institucionais');
    const antes = await noticias.isChecked();
    await noticias.click();
    await expect(notificacoes.getByText('Preferências salvas.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Notificações por e-mail' }).getByLabel('Notícias institucionais')).toBeChecked({ checked: !antes });

    const privacidade = page.getByRole('region', { name: 'Privacidade e seus dados' });
    await expect(privacidade.getByRole('heading', { name: 'Encarregado de dados' })).toBeVisible();
    await semViolacoesGraves(page);

    const [download] = await Promise.all([page.waitForEvent('download'), privacidade.getByRole('button', { name: 'Baixar meus dados (JSON)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-portal-unificado-\d{4}-\d{2}-\d{2}\.json$/);
    const dados = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(dados.pessoa.cpf).toBe('52998224725');
    expect(JSON.stringify(dados)).not.toContain('argon2');
  });

  test('Carlos changes his password: the other session ends, this one stays; then changes it back', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const outro = await browser.newContext();
    const outraPagina = await outro.newPage();
    await entrarPelaTela(outraPagina, DEMO.carlos);
    await entrarPelaTela(page, DEMO.carlos);
    await page.goto('/settings');
    const secao = page.getByRole('region', { name: 'Senha' });
    const nova = 'girassol-azul-na-janela-2026';

    await secao.getByLabel('Senha atual', { exact: true }).fill('nao-e-a-senha');
    await secao.getByLabel('Nova senha', { exact: true }).fill(nova);
    await secao.getByLabel('Repita a nova senha').fill(nova);
    await secao.getByRole('button', { name: 'Trocar senha' }).click();
    await expect(secao.getByText('A senha atual não confere.')).toBeVisible();

    await secao.getByLabel('Senha atual', { exact: true }).fill(DEMO.carlos.senha);
    await secao.getByRole('button', { name: 'Trocar senha' }).click();
    await expect(secao.getByTestId('senha-sucesso')).toContainText('Senha alterada.');
    await semViolacoesGraves(page);

    // The other browser's session is gone: it lands on /login.
    await outraPagina.goto('/settings');
    await expect(outraPagina).toHaveURL(/\/login$/);
    await outro.close();

    // This one still works; sign out and in with the new password.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    const menu = await abrirMenu(page);
    await menu.getByRole('menuitem', { name: 'Sair' }).click();
    await preencherLogin(page, { ...DEMO.carlos, senha: nova });
    await expect(page).toHaveURL(/\/home$/);

    // Back to the demo password.
    await page.goto('/settings');
    await secao.getByLabel('Senha atual', { exact: true }).fill(nova);
    await secao.getByLabel('Nova senha', { exact: true }).fill(DEMO.carlos.senha);
    await secao.getByLabel('Repita a nova senha').fill(DEMO.carlos.senha);
    await secao.getByRole('button', { name: 'Trocar senha' }).click();
    await expect(secao.getByTestId('senha-sucesso')).toBeVisible();
  });
});
