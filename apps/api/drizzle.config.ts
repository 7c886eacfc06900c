import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used (migrations are committed and applied at start-up; never `push`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/drizzle',
  casing: 'snake_case',
});
