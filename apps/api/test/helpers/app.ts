import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { inject } from 'vitest';
import { buildApp, loggerOptions, type BuildAppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/env.js';
import { connectDatabase, runMigrations, type Db } from '../../src/db/client.js';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { MemoryLimiterStore, type LimiterStore } from '../../src/lib/rate-limiter.js';
import { TokenService } from '../../src/lib/tokens.js';
import type { CanalDeInvalidacao } from '../../src/lib/canal-invalidacao.js';
import { criarMailer } from '../../src/plugins/app/mailer.js';
import type { Armazenamento } from '../../src/lib/armazenamento/armazenamento.js';
import { criarArmazenamento } from '../../src/lib/armazenamento/criar-armazenamento.js';
import { CaixaDeTeste } from './smtp.js';

export interface AppDeTeste {
  app: FastifyInstance;
  db: Db;
  config: Config;
  tokens: TokenService;
  segredo: string;
  /** Everything the app logged, as text (for checks that nothing secret is logged). */
  logs: () => string;
  /** The SMTP server the app sends to (SMTP_URL), started for this app. */
  caixa: CaixaDeTeste;
  /** The app's document storage (local files under the temp DATA_DIR/uploads). */
  armazenamento: Armazenamento;
  close(): Promise<void>;
}

export interface DatabaseDeTeste {
  db: Db;
  close(): Promise<void>;
}

let modeloLido: Blob | undefined;
/** The migrated template global-setup made for the embedded databases (undefined on PostgreSQL or outside it). */
export function modeloMigrado(): Blob | undefined {
  const arquivo = inject('modeloPglite');
  if (!arquivo) return undefined;
  modeloLido ??= new Blob([fs.readFileSync(arquivo)]);
  return modeloLido;
}

/** The real database: PostgreSQL when DATABASE_URL is set (migrated by global-setup), else a fresh PGlite. */
export async function bancoDeTeste(): Promise<DatabaseDeTeste> {
  if (process.env.DATABASE_URL) {
    const database = connectDatabase(process.env.DATABASE_URL, 4);
    return { db: database.db, close: () => database.close() };
  }
  const modelo = modeloMigrado();
  const embedded = await startEmbeddedPostgres(undefined, modelo);
  const database = connectDatabase(embedded.url, 1);
  if (!modelo) await runMigrations(database.db);
  return {
    db: database.db,
    async close() {
      await database.close();
      await embedded.stop();
    },
  };
}

export async function criarAppDeTeste(
  env: Record<string, string> = {},
  extra: {
    banco?: DatabaseDeTeste;
    limiter?: LimiterStore;
    /** Background jobs (pg-boss): off unless asked, so most tests leave no poller on the database. */
    jobs?: BuildAppOptions['jobs'];
    /** The JWT secret: two instances of the same portal share it (tests of several instances). */
    segredo?: string;
    /** How the session cache hears of other instances (ADR 026); absent = this app only. */
    canalSessoes?: CanalDeInvalidacao;
    /** Serve a minimal built web app (an index.html) as the portal serves its pages: tests of a page's headers. */
    paginas?: boolean;
  } = {},
): Promise<AppDeTeste> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-teste-'));
  if (extra.paginas) {
    fs.mkdirSync(path.join(dataDir, 'web'));
    fs.writeFileSync(path.join(dataDir, 'web', 'index.html'), '<!doctype html><html lang="pt-BR"><title>Portal</title></html>');
  }
  const caixa = new CaixaDeTeste();
  const smtpUrl = await caixa.iniciar();
  const config = loadConfig({
    DATA_DIR: dataDir,
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'info',
    SMTP_URL: smtpUrl,
    PUBLIC_URL: 'http://portal.teste',
    ...(extra.paginas ? { WEB_DIST: path.join(dataDir, 'web') } : {}),
    ...env,
  });
  const mailer = criarMailer(config);
  const armazenamento = criarArmazenamento(config);
  const banco = extra.banco ?? (await bancoDeTeste());
  const segredo = extra.segredo ?? randomBytes(32).toString('hex');
  const tokens = new TokenService(segredo, { appMin: config.appTokenTtlMin, userMin: config.userTokenTtlMin });
  let saida = '';
  const stream = new Writable({
    write(chunk, _enc, cb) {
      saida += String(chunk);
      cb();
    },
  });
  const logger = { ...(loggerOptions('info') as object), stream };
  const app = await buildApp(
    {
      config,
      db: banco.db,
      tokens,
      limiter: extra.limiter ?? new MemoryLimiterStore(),
      mailer,
      armazenamento,
      ...(extra.canalSessoes ? { canalSessoes: extra.canalSessoes } : {}),
    },
    { logger, web: extra.paginas === true, jobs: extra.jobs ?? false },
  );
  await app.ready();
  return {
    app,
    db: banco.db,
    config,
    tokens,
    segredo,
    logs: () => saida,
    caixa,
    armazenamento,
    async close() {
      await app.close();
      await mailer.close();
      await armazenamento.fechar();
      await caixa.fechar();
      if (!extra.banco) await banco.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
