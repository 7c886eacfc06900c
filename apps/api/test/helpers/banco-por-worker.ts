import { inject } from 'vitest';

// On PostgreSQL, each test worker has its own migrated database (global-setup.ts): DATABASE_URL is pointed at it
// before the test file loads, so everything that reads it (the helpers, tests that start their own instances)
// uses that worker's database.
const bancos = inject('bancosPorWorker');
if (process.env.DATABASE_URL && bancos.length > 0) {
  const id = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = bancos[(id - 1) % bancos.length];
  if (url) process.env.DATABASE_URL = url;
}
