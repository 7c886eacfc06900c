import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import * as schema from './schema/index.js';

/** The drizzle database, with the pool it runs on (`$client`: the login's statements go to it directly, as fixed text). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** The app always talks to PostgreSQL through `pg`: a real server, or PGlite behind its socket. */
export function connectDatabase(url: string, poolMax: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not bring the process down; the pool replaces it.
  pool.on('error', (err) => console.error('Conexão ociosa com o banco de dados caiu:', err.message));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
