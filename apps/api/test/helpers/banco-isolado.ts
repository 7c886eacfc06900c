import { randomBytes } from 'node:crypto';
import { connectDatabase, runMigrations } from '../../src/db/client.js';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { modeloMigrado, type DatabaseDeTeste } from './app.js';
import { comandoSql } from './comando-sql.js';

/**
 * A migrated database no other test file writes to, for tests that look at every row (the staff queue, the
 * diligência sweep, the demo seed that needs an empty database). With DATABASE_URL: a new database on that
 * PostgreSQL server (dropped on close); without it: a fresh embedded PGlite, like every other test file.
 * `migrar: false` leaves it empty (tests of the migrations themselves).
 */
export async function bancoIsolado(o: { migrar?: boolean } = {}): Promise<DatabaseDeTeste> {
  const migrar = o.migrar ?? true;
  const url = process.env.DATABASE_URL;
  if (url) {
    const nome = `portal_teste_${randomBytes(6).toString('hex')}`;
    const admin = (comando: string) => comandoSql(url, comando);
    await admin(`create database ${nome}`);
    const alvo = new URL(url);
    alvo.pathname = `/${nome}`;
    const database = connectDatabase(alvo.toString(), 4);
    if (migrar) await runMigrations(database.db);
    return {
      db: database.db,
      async close() {
        await database.close();
        await admin(`drop database if exists ${nome} with (force)`);
      },
    };
  }
  const modelo = migrar ? modeloMigrado() : undefined;
  const embutido = await startEmbeddedPostgres(undefined, modelo);
  const database = connectDatabase(embutido.url, 1);
  if (migrar && !modelo) await runMigrations(database.db);
  return {
    db: database.db,
    async close() {
      await database.close();
      await embutido.stop();
    },
  };
}
