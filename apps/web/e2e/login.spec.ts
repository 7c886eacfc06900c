import { expect, test } from '@playwright/test';
import { DEMO, entrarPelaTela, preencherLogin, semViolacoesGraves } from './support';

test.describe('login', () => {
  test('the login page is accessible and shows both modes', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('radio', { name: 'Usuário', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Colaborador', exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await semViolacoesGraves(page);
  });

  test('a lawyer signs in with the punctuated CPF and lands on /home with name, inscrição and situação', async ({ page }) => {
    await entrarPelaTela(page, DEMO.maria);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Maria');
    await expect(page.getByText('Maria Aparecida Souza').first()).toBeVisible();
    await expect(page.getByText('12345/GO')).toBeVisible();
    await expect(page.getByText('Regular')).toBeVisible();
    const registro = await page.evaluate(() => JSON.parse(localStorage.getItem('logged-in-user') ?? 'null'));
    expect(registro.user.nome).toBe('Maria Aparecida Souza');
    expect(registro.user.isAdvogado).toBe(true);
    expect(registro.expiresIn).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(registro.expiresIn).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-token') ?? 'null'));
    expect(typeof token.token).toBe('string');
    expect(typeof token.createdAt).toBe('number');
    await semViolacoesGraves(page);
  });

  test('a lawyer may also sign in with the inscrição and with the bare CPF digits', async ({ page }) => {
    await entrarPelaTela(page, { ...DEMO.maria, usuario: '12345/GO' });
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await entrarPelaTela(page, { ...DEMO.joana, usuario: '39053344705' });
    await expect(page.getByText('23456/GO')).toBeVisible();
  });

  test("lawyer mode with a wrong password says 'Falha no login'", async ({ page }) => {
    await page.goto('/login');
    await preencherLogin(page, { ...DEMO.joana, senha: 'senha-errada-1' });
    await expect(page.getByRole('alert')).toHaveText('Falha no login');
    await expect(page).toHaveURL(/\/login$/);
    await semViolacoesGraves(page);
  });

  test("collaborator mode with a lawyer's CPF says to use the 'Usuário' mode", async ({ page }) => {
    await page.goto('/login');
    await preencherLogin(page, { modo: 'Colaborador', usuario: DEMO.joana.usuario, senha: DEMO.joana.senha });
    await expect(page.getByRole('alert')).toHaveText("Este CPF pertence a um advogado. Faça login pelo modo 'Usuário'.");
  });

  test('collaborator mode with a wrong password says so', async ({ page }) => {
    await page.goto('/login');
    await preencherLogin(page, { ...DEMO.carlos, senha: 'senha-errada-2' });
    await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos para login como colaborador.');
  });

  test('empty fields are flagged in Portuguese and nothing is sent', async ({ page }) => {
    await page.goto('/login');
    let chamadas = 0;
    page.on('request', (r) => {
      if (r.url().includes('/wsapp/usuario/login')) chamadas++;
    });
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Informe o usuário.')).toBeVisible();
    await expect(page.getByText('Informe a senha.')).toBeVisible();
    expect(chamadas).toBe(0);
  });

  test('a collaborator signs in (username trimmed) and lands on /home', async ({ page }) => {
    await entrarPelaTela(page, { ...DEMO.carlos, usuario: `  ${DEMO.carlos.usuario}  ` });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Carlos');
    await semViolacoesGraves(page);
  });

  test('staff sign in through the collaborator mode and land on /area-restrita', async ({ page }) => {
    await entrarPelaTela(page, DEMO.ana);
    await expect(page.getByRole('heading', { name: 'Área restrita', level: 1 })).toBeVisible();
    await expect(page.getByText('Últimos acessos ao portal')).toBeVisible();
    await semViolacoesGraves(page);
  });

  test('the session survives a reload and a bad stored token (one re-authenticate and retry)', async ({ page }) => {
    await entrarPelaTela(page, DEMO.maria);
    await page.evaluate(() => {
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const falso = `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ typ: 'user', exp }))}.assinatura`;
      localStorage.setItem('auth-token', JSON.stringify({ token: falso, createdAt: Date.now() }));
    });
    const autenticacoes: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/wsapp/authenticate')) autenticacoes.push(r.status());
    });
    await page.reload();
    await expect(page.getByText('12345/GO')).toBeVisible();
    expect(autenticacoes).toEqual([200]);
  });
});
