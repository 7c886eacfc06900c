import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { iconesLeves } from './plugins/icones-leves';

export default defineConfig({
  plugins: [iconesLeves(), react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // MUI components are heavy to render in jsdom; whole-route tests need more than the 5 s default.
    testTimeout: 20_000,
    // Isolation is set by the root config (ADR 068): without it for most files, which keep the modules a worker
    // imported (MUI, React and the app: a third of the run when imported again for each file); with it for the files
    // that mock one of the app's modules. setup.ts resets what a test may leave behind (storage, the API client's
    // handlers, mocks); a file that changes other module state must undo it in afterEach/afterAll.
  },
});
