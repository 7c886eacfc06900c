import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL in WASM, persisted in `dir` (or in memory when dir is undefined), served on a loopback port
 * so that the app, migrations and tools all use the ordinary `pg` driver. Only this process may open
 * the directory; the caller holds the data-directory lock.
 */
export async function startEmbeddedPostgres(dir: string | undefined, modelo?: Blob): Promise<EmbeddedPostgres> {
  // `modelo`: a dumped data directory to start from (the tests' migrated template), only for an in-memory database.
  const pglite = await PGlite.create(dir ? { dataDir: dir } : modelo ? { loadDataDir: modelo } : {});
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const url = `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  return {
    url,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}

/** The data directory of an embedded database, as a tarball to start others from (`startEmbeddedPostgres`'s `modelo`). */
export async function criarModeloEmbutido(preparar: (url: string) => Promise<void>): Promise<Buffer> {
  const pglite = await PGlite.create();
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  try {
    await preparar(`postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`);
  } finally {
    await server.stop();
  }
  const arquivo = await pglite.dumpDataDir('none');
  await pglite.close();
  return Buffer.from(await arquivo.arrayBuffer());
}
