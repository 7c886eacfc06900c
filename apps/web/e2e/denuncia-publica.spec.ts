import { expect, test } from '@playwright/test';
import { axe, idDaUrl, pdfMinimo, semRolagemHorizontal } from './support-requerimentos';

// A phone, logged out: the whistleblower has no account (ADR 010).
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const CHAVE = /^[A-Z0-9]{4}(?:-[A-Z0-9]{4}){4}$/;

test('logged out on a 360 px phone: /login → link → file a 301 with a document → the key first, unbroken, copied → follow by key', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const pedidos: Array<{ url: string; authorization: string | undefined }> = [];
  page.on('request', (r) => pedidos.push({ url: r.url(), authorization: r.headers()['authorization'] }));

  await page.goto('/login');
  await page.getByRole('link', { name: 'Fazer uma denúncia anônima, sem login' }).click();
  await expect(page).toHaveURL(/\/denuncia-anonima$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Denúncia anônima' })).toBeVisible();
  await expect(page.getByTestId('aviso-anonimato')).toContainText('Nada nesta denúncia identifica você');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await semRolagemHorizontal(page);
  await axe(page);

  await page.getByRole('textbox', { name: 'Assunto' }).fill('Cobrança por fora em cartório (e2e público)');
  await page.getByRole('textbox', { name: 'Descreva os fatos' }).fill('Relato feito sem conta no portal.');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page).toHaveURL(/\/denuncia-anonima\/documentos\?id=/);
  idDaUrl(page);
  const anexos = page.getByTestId('documento-anexos');
  await anexos.getByTestId('arquivo-anexos').setInputFiles({ name: 'Relato de Fulano.pdf', mimeType: 'application/pdf', buffer: pdfMinimo('Prova') });
  // Stored under a neutral name: the sender's file name could say who they are.
  await expect(anexos.getByRole('list', { name: 'Arquivos enviados: Anexos' }).getByText('anexo-1.pdf')).toBeVisible();
  await semRolagemHorizontal(page);
  await axe(page);

  await page.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(page).toHaveURL(/\/denuncia-anonima\/finalizado\?id=/);
  const valor = page.getByTestId('valor-chave');
  await expect(valor).toHaveText(CHAVE);
  const chave = (await valor.textContent()) ?? '';
  // First on the screen, without scrolling, on one line and whole.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(valor).toBeInViewport({ ratio: 1 });
  const linhas = await valor.evaluate((el) => {
    const r = document.createRange();
    r.selectNodeContents(el);
    return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
  });
  expect(linhas).toBe(1);
  expect(await valor.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const copiar = page.getByTestId('chave-acompanhamento').getByRole('button', { name: 'Copiar chave' });
  await expect(copiar).toBeInViewport();
  await copiar.click();
  await expect(page.getByText('Chave copiada.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(chave);
  await expect(page.getByTestId('numero-protocolo')).toHaveText(/^\d{4}\/9\d{5}$/);
  const protocolo = (await page.getByTestId('numero-protocolo').textContent()) ?? '';
  await semRolagemHorizontal(page);
  await axe(page);

  await page.getByTestId('chave-acompanhamento').getByRole('link', { name: 'Acompanhar a denúncia' }).click();
  await expect(page).toHaveURL(/\/denuncia-anonima\/acompanhar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acompanhar denúncia anônima' })).toBeVisible();
  const campo = page.getByRole('textbox', { name: 'Chave de acompanhamento' });
  await campo.fill(chave);
  await page.getByRole('button', { name: 'Consultar' }).click();
  const resultado = page.getByTestId('acompanhamento');
  await expect(resultado).toContainText(`Protocolo: ${protocolo}`);
  await expect(resultado).toContainText('1 arquivo anexado.');
  await semRolagemHorizontal(page);
  await axe(page);

  // The key never went in an address, and no call of the channel carried a token.
  expect(pedidos.filter((p) => p.url.includes(chave) || p.url.toUpperCase().includes(chave.replace(/-/g, '')))).toEqual([]);
  const doCanal = pedidos.filter((p) => p.url.includes('/wsapp/ouvidoria/'));
  expect(doCanal.length).toBeGreaterThanOrEqual(4);
  expect(doCanal.filter((p) => p.authorization !== undefined)).toEqual([]);
});
