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
/** The pg pool under a Drizzle handle (connectDatabase always builds it on one). */
export function poolDe(db: Db): pg.Pool {
  const cliente = (db as Db & { $client?: unknown }).$client;
  if (!(cliente instanceof pg.Pool)) throw new Error('o banco da aplicação não está num pg.Pool');
  return cliente;
}

export function connectDatabase(
  url: string,
  poolMax: number,
  /** Where a lost idle connection is told (the server's log in production: JSON lines only). */
  avisar: (mensagem: string) => void = (m) => console.error(m),
): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not bring the process down; the pool replaces it.
  pool.on('error', (err) => avisar(`Conexão ociosa com o banco de dados caiu: ${err.message}`));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

/**
 * Key of the session advisory lock the migrations run under: an arbitrary bigint of this portal, which
 * every version must keep (an old and a new instance starting together take the same lock).
 */
export const TRAVA_MIGRACOES = 7_064_219_340_512_883;

/**
 * Applies the pending migrations. Several instances may start together on one PostgreSQL: each takes the
 * advisory lock on one connection of its own, and runs the migrations on that same connection, so they go
 * one at a time and the later ones find nothing left to apply (without it, two `create ... if not exists`
 * at once fail on a duplicate catalog key). The lock is a session lock: it is released by the unlock, or by
 * the connection closing, which is what happens to it when anything fails.
 * On the embedded PGlite there is one owner anyway, and the same lock costs nothing.
 */
export async function runMigrations(db: Db): Promise<void> {
  const cliente = await db.$client.connect();
  try {
    await cliente.query('select pg_advisory_lock($1)', [TRAVA_MIGRACOES]);
    await migrate(drizzle(cliente, { schema, casing: 'snake_case' }), { migrationsFolder });
    await cliente.query('select pg_advisory_unlock($1)', [TRAVA_MIGRACOES]);
  } catch (err) {
    // The connection is closed, not returned to the pool: closing it releases the lock.
    cliente.release(err as Error);
    throw err;
  }
  cliente.release();
}
