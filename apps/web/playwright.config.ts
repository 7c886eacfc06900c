import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

// End-to-end tests against the app exactly as `npm start` serves it (fresh embedded database, demo
// accounts), in Debian's Chromium: Playwright cannot download its own browsers here.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const raiz = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(raiz, `.tmp/e2e-data-${PORT}`);

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(raiz, 'test-results', String(PORT)),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
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
    env: { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  },
});
