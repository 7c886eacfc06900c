import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../../apps/api/src/config/env.js';
import { connectDatabase, runMigrations, type Db } from '../../apps/api/src/db/client.js';
import { acquireDataDirLock, DataDirLockedError } from '../../apps/api/src/db/data-dir-lock.js';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded.js';
import type { SaidaDoComando } from './saida.js';

export interface BancoDoComando {
  config: Config;
  db: Db;
  fechar(): Promise<void>;
}

/**
 * The configuration and the migrated database, opened as `npm start` opens them: the same config reader, the
 * embedded database under the data-directory lock (so a running portal is detected and left alone), migrations
 * applied. Null (with the message already written) when the command cannot go on.
 */
export async function abrirBanco(saida: SaidaDoComando): Promise<BancoDoComando | null> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      saida.erro(err.message);
      return null;
    }
    throw err;
  }
  const limpezas: Array<() => Promise<void> | void> = [];
  const fechar = async () => {
    for (const f of limpezas.reverse()) await f();
    limpezas.length = 0;
  };
  try {
    let url: string;
    if (config.database.kind === 'embedded') {
      limpezas.push(acquireDataDirLock(config.dataDir));
      const embutido = await startEmbeddedPostgres(path.join(config.dataDir, 'pgdata'));
      limpezas.push(() => embutido.stop());
      url = embutido.url;
    } else {
      url = config.database.url;
    }
    const database = connectDatabase(url, 1);
    limpezas.push(() => database.close());
    // Under the same advisory lock as the server's start (runMigrations): a command and instances starting together
    // on an empty PostgreSQL apply the migrations one at a time.
    await runMigrations(database.db);
    return { config, db: database.db, fechar };
  } catch (err) {
    await fechar();
    if (err instanceof DataDirLockedError) {
      saida.erro(
        `O banco embutido em ${err.dir} está em uso pelo processo ${err.pid} (o portal está rodando?). ` +
          'Pare o portal (Ctrl-C no terminal do "npm start") e rode o comando de novo. Nada foi alterado.',
      );
      return null;
    }
    throw err;
  }
}
