import { expect, test, type Page } from '@playwright/test';
import http from 'node:http';
import zlib from 'node:zlib';
import { DEMO, entrar } from './support';

/**
 * The usability recorder (ADR 027) against a fake OpenReplay ingest server started here. The e2e portal has
 * OPENREPLAY_* set (playwright.config.ts) with the test-only http allowance; this spec is the only one with an
 * ingest server listening.
 */
const PORTA_INGEST = Number(process.env.E2E_PORT ?? 3210) + 300; // as in playwright.config.ts

const inicios: Record<string, unknown>[] = [];
/** Every batch as received, gunzipped when the tracker compressed it (Content-Encoding: gzip, over 24 KB). */
const lotes: Buffer[] = [];
let servidor: http.Server;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization, datatype, content-encoding',
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  servidor = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    const partes: Buffer[] = [];
    req.on('data', (c: Buffer) => partes.push(c));
    req.on('end', () => {
      const corpo = Buffer.concat(partes);
      const rota = (req.url ?? '').split('?')[0] ?? '';
      const json = (dados: unknown) => res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(dados));
      if (rota.endsWith('/v1/web/start')) {
        inicios.push(JSON.parse(corpo.toString('utf8')) as Record<string, unknown>);
        json({
          token: `token-${inicios.length}`,
          userUUID: 'uuid-e2e',
          sessionID: String(1000 + inicios.length),
          projectID: 1,
          delay: 0,
          startTimestamp: Date.now(),
          beaconSizeLimit: 200_000,
          compressionThreshold: 24_000,
        });
      } else if (rota.endsWith('/v1/web/i')) {
        const gzip = req.headers['content-encoding'] === 'gzip' || (corpo[0] === 0x1f && corpo[1] === 0x8b);
        lotes.push(gzip ? zlib.gunzipSync(corpo) : corpo);
        res.writeHead(200, CORS).end();
      } else {
        json({}); // tags, conditions, feature flags: nothing configured
      }
    });
  });
  await new Promise<void>((pronto) => servidor.listen(PORTA_INGEST, pronto));
});

test.afterAll(async () => {
  await new Promise((fim) => servidor.close(fim));
});

/** The batches' strings (the tracker writes them as UTF-8 in its binary messages). */
const textoDosLotes = () => Buffer.concat(lotes).toString('utf8');

/**
 * Adds a paragraph the recorder sees, then asks it to send its batch, until the fake server has it: every
 * message recorded before is then received too (the worker sends batches one at a time, in order).
 */
async function esvaziar(page: Page, marca: string) {
  await page.evaluate((m) => {
    const p = document.createElement('p');
    p.textContent = m;
    document.body.appendChild(p);
  }, marca);
  await expect
    .poll(
      async () => {
        await page.evaluate(() => (window as unknown as { __OPENREPLAY__?: { forceFlushBatch(): void } }).__OPENREPLAY__?.forceFlushBatch());
        return textoDosLotes().includes(marca);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Whether the tracker is recording on this page (OpenReplay's own global). */
const ativo = (page: Page) => page.evaluate(() => (window as unknown as { __OPENREPLAY__?: { isActive(): boolean } }).__OPENREPLAY__?.isActive() ?? false);

const idDoUsuario = (page: Page) =>
  page.evaluate(() => (JSON.parse(window.localStorage.getItem('logged-in-user') ?? '{}') as { user?: { id?: unknown } }).user?.id);

test('starts once per page load, identifies the member, and never sends what is typed or the CPF', async ({ page }) => {
  test.setTimeout(60_000);
  await entrar(page, DEMO.maria);
  // Signed in on /login (not recorded: nobody was signed in at page load), then /home: one start call.
  await expect.poll(() => inicios.length).toBe(1);
  const id = await idDoUsuario(page);
  expect(typeof id).toBe('string');
  expect(inicios[0]?.userID).toBe(String(id));

  // A new page load: a new start; typed text goes nowhere.
  await page.goto('/atualizacao-cadastral');
  await expect(page.getByLabel('Logradouro')).toBeVisible();
  await expect.poll(() => inicios.length).toBe(2);
  expect(inicios[1]?.userID).toBe(String(id));
  const digitado = 'Travessa Xilofone Quimera';
  await page.getByLabel('Logradouro').fill(digitado);
  await page.getByLabel('Bairro').fill('Bairro Ornitorrinco Azul');
  await page.getByLabel('Bairro').press('Tab');
  await esvaziar(page, 'fim da gravacao de teste um');

  const texto = textoDosLotes();
  // The check reads the batches: the page's own text is there, and the metadata (the e-mail on the page is masked).
  expect(texto).toContain('Logradouro');
  expect(texto).toContain('maria.souza@demo.portal.local');
  expect(texto).toContain(DEMO.maria.nome);
  // Nothing typed, neither here nor the CPF typed on /login.
  expect(texto).not.toContain('Xilofone');
  expect(texto).not.toContain('Ornitorrinco');
  expect(texto).not.toContain(DEMO.maria.usuario);
  expect(texto).not.toContain(DEMO.maria.usuario.replace(/\D/g, ''));
  expect(texto).not.toContain(DEMO.maria.senha);
});

test('nothing on the anonymous report (301), in the member area or the public one', async ({ page }) => {
  test.setTimeout(60_000);
  const antes = inicios.length;
  await entrar(page, DEMO.maria);
  await expect.poll(() => inicios.length).toBe(antes + 1);
  await expect.poll(() => ativo(page)).toBe(true);

  // Recording /home, then into the ombudsman by the app's links: it stops before the ombudsman shows.
  await page.getByRole('link', { name: /^Ouvidoria/ }).click();
  await expect(page).toHaveURL(/\/home\/casag\/ouvidoria$/);
  // The URL can change a moment before React commits the page (a transition); the stop runs in that commit, so
  // wait for it. What must never happen, the page's text in a batch, is checked at the end.
  await expect.poll(() => ativo(page)).toBe(false);
  await page.getByTestId('tipo-301').getByRole('link', { name: 'Registrar' }).click();
  await expect(page.getByTestId('aviso-anonimato')).toContainText('Nada nesta denúncia identifica você');
  await page.getByRole('textbox', { name: 'Assunto' }).fill('Denuncia Capivara Sigilosa');
  expect(await ativo(page)).toBe(false);

  // Loaded directly, in the member area and the public one: the tracker is not even loaded, nothing is sent.
  for (const endereco of ['/home/casag/ouvidoria/301', '/denuncia-anonima']) {
    await page.goto(endereco);
    await expect(page.getByTestId('aviso-anonimato')).toBeVisible();
    await page.getByRole('textbox', { name: 'Assunto' }).fill('Denuncia Capivara Sigilosa');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => '__OPENREPLAY__' in window)).toBe(false);
    expect(inicios).toHaveLength(antes + 1);
  }

  // Back on /home the recorder starts again (the fake ingest is up), and has nothing of the above.
  await page.goto('/home');
  await expect.poll(() => inicios.length).toBe(antes + 2);
  await esvaziar(page, 'fim da gravacao de teste dois');
  const texto = textoDosLotes();
  expect(texto).toContain('fim da gravacao de teste dois');
  expect(texto).not.toContain('Nada nesta denúncia identifica você');
  expect(texto).not.toContain('Capivara');
  expect(inicios).toHaveLength(antes + 2);
});
