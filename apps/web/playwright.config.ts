import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// End-to-end tests against the app exactly as `npm start` serves it (fresh embedded database, demo
// accounts), in Debian's Chromium: Playwright cannot download its own browsers here.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const raiz = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(raiz, `.tmp/e2e-data-${PORT}`);
// Certificate login: its own TLS port per run, and a test CA (with client certificates) made here, at config
// load, because the web server starts before any globalSetup. Kept between runs (see gerar-certificados.ts).
const CERT_PORT = Number(process.env.E2E_CERT_PORT ?? PORT + 100);
const certDir = path.join(raiz, `.tmp/e2e-cert-${PORT}`);
// The usability recorder (ADR 027) is configured for every spec, with the test-only http allowance; its fake
// ingest server runs only while e2e/gravador.spec.ts does (same port formula there). In the other specs the
// tracker finds no ingest point, and gives up for that page load without touching the page.
const INGEST_PORT = PORT + 300;
// PORT + 200 is the go-live spec's own production portal on PostgreSQL (e2e/implantacao.spec.ts, ADR 057).
execFileSync(process.execPath, ['--import', 'tsx', path.join(raiz, 'apps/web/e2e/gerar-certificados.ts'), certDir], {
  cwd: raiz,
  stdio: 'inherit',
});

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(raiz, 'test-results', String(PORT)),
  fullyParallel: false,
  workers: 1,
  // In CI, a failed test runs once more, with a trace: recording a trace of every test cost a quarter of the run's
  // CPU (the browser's screenshots and snapshots), and on a shared 2-core machine a test that times out once for
  // want of CPU is not a defect. A real failure fails twice, and the report names a test that passed only on its
  // retry as flaky (ADR 030).
  retries: process.env.CI ? 1 : 0,
  // 60 s per test: on a slow 2-core machine a test with an accessibility scan took over 30 s with nothing wrong.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf "${dataDir}" && npm start`,
    cwd: raiz,
    url: `http://localhost:${PORT}/wsapp/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${PORT}`,
      CERT_PORT: String(CERT_PORT),
      CERT_TRUST_STORE: path.join(certDir, 'ac.pem'),
      CERT_LOGIN_URL: `https://localhost:${CERT_PORT}/api/certificado/entrar`,
      OPENREPLAY_PROJECT_KEY: 'e2e-gravador',
      OPENREPLAY_INGEST_POINT: `http://localhost:${INGEST_PORT}/ingest`,
      OPENREPLAY_PERMITIR_HTTP_LOCAL: 'true',
    },
  },
});
