import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/banco-por-worker.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker keeps its imported modules from one file to the next: importing the whole API (Fastify, every module,
    // the contracts) again for each file was most of the PostgreSQL run's import time (ADR 068). Each file still
    // builds its own app and database; a file that changes module state (timers, env) must undo it.
    isolate: false,
  },
});
