import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../../src/db/client.js';
import { criarModeloEmbutido } from '../../src/db/embedded.js';
import { comandoSql } from './comando-sql.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's data directory (tarball), which every test file's PGlite starts from. */
    modeloPglite: string | null;
    /** On PostgreSQL: one migrated database per test worker, by VITEST_POOL_ID (1-based); empty on PGlite. */
    bancosPorWorker: string[];
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
 * On PostgreSQL (DATABASE_URL set) the schema is migrated once for the run into that database, which then serves
 * as the template of one database per test worker (`<name>_w1`, `<name>_w2`…, dropped at the end): files that run
 * at the same time never share a database, as on PGlite, so a check that counts every row of a table ("changes
 * nothing") cannot see another file's rows. Within a worker, files follow one another on the same database and
 * make their own data. On the embedded default the migrations run once into a template, and each test file starts
 * its own in-memory PGlite from it (see app.ts): same schema, a few seconds less per database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('modeloPglite', null);
    await migrar(url);
    const base = new URL(url);
    const nomeBase = base.pathname.slice(1);
    const workers = Math.max(1, project.globalConfig.maxWorkers);
    const urls: string[] = [];
    for (let i = 1; i <= workers; i++) {
      const nome = `${nomeBase}_w${i}`;
      await comandoSql(url, `drop database if exists ${nome} with (force)`);
      await comandoSql(url, `create database ${nome} template ${nomeBase}`);
      const alvo = new URL(url);
      alvo.pathname = `/${nome}`;
      urls.push(alvo.toString());
    }
    project.provide('bancosPorWorker', urls);
    return async () => {
      for (const u of urls) await comandoSql(url, `drop database if exists ${new URL(u).pathname.slice(1)} with (force)`);
    };
  }
  project.provide('bancosPorWorker', []);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-modelo-pglite-'));
  const arquivo = path.join(dir, 'migrado.tar');
  fs.writeFileSync(arquivo, await criarModeloEmbutido(migrar));
  project.provide('modeloPglite', arquivo);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
