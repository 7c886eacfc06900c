import { connectDatabase, runMigrations } from '../../src/db/client.js';

/**
 * On PostgreSQL (DATABASE_URL set) the schema is migrated once for the run; every test then makes its own
 * data. On the embedded default each test file gets its own migrated in-memory PGlite (see app.ts).
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const database = connectDatabase(url, 1);
  try {
    await runMigrations(database.db);
  } finally {
    await database.close();
  }
}
