import { expect, test, type Browser } from '@playwright/test';
import path from 'node:path';
import { DEMO, semViolacoesGraves } from './support';

// The same ports and test certificates as playwright.config.ts (made by e2e/gerar-certificados.ts).
const PORT = Number(process.env.E2E_PORT ?? 3210);
const CERT_PORT = Number(process.env.E2E_CERT_PORT ?? PORT + 100);
const certDir = path.resolve(import.meta.dirname, `../../../.tmp/e2e-cert-${PORT}`);

const MENSAGEM =
  'Não foi possível entrar com o certificado digital. Verifique se ele é ICP-Brasil, está válido e pertence a um CPF cadastrado.';

/** A browser context that presents the given client certificate to the certificate listener. */
async function contextoComCertificado(browser: Browser, nome: 'maria' | 'desconhecido') {
  return browser.newContext({
    baseURL: `http://localhost:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ignoreHTTPSErrors: true,
    clientCertificates: [
      {
        origin: `https://localhost:${CERT_PORT}`,
        certPath: path.join(certDir, `${nome}.pem`),
        keyPath: path.join(certDir, `${nome}.key.pem`),
      },
    ],
  });
}

test.describe('login com certificado digital (ICP-Brasil)', () => {
  test("Maria clicks 'Entrar com certificado digital' and lands on /home, signed in", async ({ browser }) => {
    const contexto = await contextoComCertificado(browser, 'maria');
    const page = await contexto.newPage();
    const visitadas: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) visitadas.push(new URL(f.url()).pathname);
    });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Entrar com certificado digital' }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Maria');
    await expect(page.getByText(DEMO.maria.nome).first()).toBeVisible();
    await expect(page.getByText('12345/GO')).toBeVisible();
    expect(visitadas).toContain('/login-callback');

    const registro = await page.evaluate(() => JSON.parse(localStorage.getItem('logged-in-user') ?? 'null'));
    expect(registro.user.nome).toBe(DEMO.maria.nome);
    expect(registro.expiresIn).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(registro.expiresIn).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-token') ?? 'null'));
    expect(typeof token.token).toBe('string');

    // The session survives a reload (refresh cookie set by /api/valida-jwt).
    await page.evaluate(() => localStorage.removeItem('auth-token'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Maria');
    await semViolacoesGraves(page);
    await contexto.close();
  });

  test('a certificate of a CPF without an account comes back to /login with the message', async ({ browser }) => {
    const contexto = await contextoComCertificado(browser, 'desconhecido');
    const page = await contexto.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Entrar com certificado digital' }).click();
    await expect(page).toHaveURL(/\/login\?erro=certificado$/);
    await expect(page.getByRole('alert')).toHaveText(MENSAGEM);
    expect(await page.evaluate(() => localStorage.getItem('logged-in-user'))).toBeNull();
    await semViolacoesGraves(page);
    await contexto.close();
  });

  test('/login-callback shows the waiting text, and a used or forged token goes back to /login', async ({ page }) => {
    // Hold the validation so the waiting screen can be checked (and scanned) while it is up.
    let liberar: () => void = () => {};
    const segura = new Promise<void>((r) => (liberar = r));
    await page.route('**/api/valida-jwt', async (rota) => {
      await segura;
      await rota.continue();
    });
    await page.goto('/login-callback?token=forjado-123');
    await expect(page.getByText('Autenticando com certificado... Aguarde')).toBeVisible();
    await semViolacoesGraves(page);
    liberar();
    await expect(page).toHaveURL(/\/login\?erro=certificado$/);
    await expect(page.getByRole('alert')).toHaveText(MENSAGEM);
  });

  test('/login-callback without a token goes to /login', async ({ page }) => {
    await page.goto('/login-callback');
    await expect(page).toHaveURL(/\/login$/);
  });
});
