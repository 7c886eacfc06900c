import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../../src/db/client.js';
import { criarModeloEmbutido } from '../../src/db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's data directory (tarball), which every test file's PGlite starts from. */
    modeloPglite: string | null;
  }
}

async function migrar(url: string): Promise<void> {
  const database = connectDatabase(url, 1);
  try {
    await runMigrations(database.db);
  } finally {
    await database.close();
  }
}

/**
 * On PostgreSQL (DATABASE_URL set) the schema is migrated once for the run; every test then makes its own
 * data. On the embedded default the migrations run once into a template, and each test file starts its own
 * in-memory PGlite from it (see app.ts): same schema, a few seconds less per database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('modeloPglite', null);
    await migrar(url);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-modelo-pglite-'));
  const arquivo = path.join(dir, 'migrado.tar');
  fs.writeFileSync(arquivo, await criarModeloEmbutido(migrar));
  project.provide('modeloPglite', arquivo);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
