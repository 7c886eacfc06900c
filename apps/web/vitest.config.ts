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
    // A worker keeps its imported modules from one file to the next (each file still gets a fresh jsdom): importing
    // MUI, React and the app again for each of 100+ files was a third of the run (ADR 067). setup.ts resets what a
    // test may leave behind (storage, mocks, the query cache is per render); a file that changes module state must
    // undo it in afterEach/afterAll.
    isolate: false,
  },
});
