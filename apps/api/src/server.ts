import { Redis } from 'ioredis';
import path from 'node:path';
import { buildApp, loggerOptions } from './app.js';
import { avisoSemPublicUrl } from './config/aviso-public-url.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { connectDatabase, runMigrations, type Database } from './db/client.js';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.js';
import { criarMailer } from './plugins/app/mailer.js';
import { criarArmazenamento } from './lib/armazenamento/criar-armazenamento.js';
import { canalDeInvalidacao } from './lib/canal-invalidacao.js';
import { MemoryLimiterStore, RedisLimiterStore, type LimiterStore } from './lib/rate-limiter.js';
import { criarSaidaDoLog, esvaziarSaidaDoLog } from './lib/saida-do-log.js';
import { segredoJwt } from './lib/segredos.js';
import { TokenService } from './lib/tokens.js';
import { iniciarServidorCertificado } from './modules/certificado/servidor-tls.js';
import { segredoDosConvites } from './modules/convites/index.js';
import { bancoVazio, semearDemo, tabelaContasDemo } from './seed/demo.js';

/** Process entry: configuration, data-directory lock, database, migrations, demo data, listen, shutdown. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const limpezas: Array<() => Promise<void> | void> = [];
  const limpar = async () => {
    for (const f of limpezas.reverse()) {
      try {
        await f();
      } catch (err) {
        console.error('Falha ao encerrar:', (err as Error).message);
      }
    }
    limpezas.length = 0;
  };

  try {
    let embedded: EmbeddedPostgres | undefined;
    if (config.database.kind === 'embedded') {
      limpezas.push(acquireDataDirLock(config.dataDir));
      embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pgdata'));
      limpezas.push(() => embedded?.stop());
    }
    const database: Database = connectDatabase(embedded?.url ?? (config.database as { url: string }).url, config.databasePoolMax);
    limpezas.push(() => database.close());
    await runMigrations(database.db);
    const armazenamento = criarArmazenamento(config);
    limpezas.push(() => armazenamento.fechar());

    if (config.seedDemo && (await bancoVazio(database.db))) {
      await semearDemo(database.db, armazenamento, segredoDosConvites(config));
      console.log('Dados de demonstração criados.');
    }

    let limiter: LimiterStore = new MemoryLimiterStore();
    if (config.redisUrl) {
      limiter = new RedisLimiterStore(new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }));
    }
    limpezas.push(() => limiter.close());

    const { segredo } = segredoJwt(config.jwtSecret, config.dataDir);
    const tokens = new TokenService(segredo, { appMin: config.appTokenTtlMin, userMin: config.userTokenTtlMin });
    const mailer = criarMailer(config);
    limpezas.push(() => mailer.close());
    // Log lines go out asynchronously and in batches (lib/saida-do-log.ts, ADR 026). Flushed on the way out.
    const saidaDoLog = criarSaidaDoLog();
    limpezas.push(() => esvaziarSaidaDoLog(saidaDoLog));
    process.on('exit', () => {
      try {
        saidaDoLog.flushSync();
      } catch {
        // Nothing left to write, or the output is gone.
      }
    });
    // The session cache hears of revocations on other instances through Redis, or PostgreSQL; the embedded
    // database is one process only (ADR 026). The app closes the channel when it closes.
    const canalSessoes = canalDeInvalidacao({
      redisUrl: config.redisUrl,
      databaseUrl: config.database.kind === 'postgres' ? config.database.url : undefined,
      db: database.db,
    });
    const app = await buildApp(
      { config, db: database.db, tokens, limiter, mailer, armazenamento, canalSessoes },
      { logger: { ...loggerOptions(config.logLevel), stream: saidaDoLog } },
    );
    limpezas.push(() => app.close());

    // Listening also starts the background jobs (plugins/app/jobs.ts); closing the app stops them.
    await app.listen({ port: config.port, host: config.host });
    if (config.certificado.porta !== 0) {
      try {
        const servidorCertificado = await iniciarServidorCertificado({ config, db: database.db, log: app.log });
        limpezas.push(() => servidorCertificado.fechar());
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
          throw new Error(`A porta ${config.certificado.porta} (CERT_PORT, login com certificado) já está em uso. Defina CERT_PORT com outra porta, ou 0 para desligar.`, { cause: err });
        }
        throw err;
      }
    }

    const banco = embedded ? `embutido (PGlite) em ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL (DATABASE_URL)';
    console.log(`\nPortal unificado em http://localhost:${config.port}  —  banco: ${banco}`);
    if (config.certificado.porta !== 0) console.log(`Login com certificado digital em https://localhost:${config.certificado.porta}`);
    console.log(
      config.pagamentos.provedor === 'sandbox'
        ? 'Pagamentos: demonstração (sandbox) — PIX e boleto reais, liquidados pelo webhook assinado; a equipe usa "Simular pagamento".'
        : 'Pagamentos: API Pix do PSP configurado (BCB_PIX_URL).',
    );
    if (config.seedDemo) console.log(`\nContas de demonstração:\n${tabelaContasDemo()}\n`);
    const avisoPublicUrl = avisoSemPublicUrl(config);
    if (avisoPublicUrl) console.warn(`\n${avisoPublicUrl}\n`);
    console.log('Ctrl-C para encerrar.');

    let encerrando = false;
    const encerrar = async (sinal: string) => {
      if (encerrando) return;
      encerrando = true;
      console.log(`\n${sinal} recebido: encerrando…`);
      await limpar();
      process.exit(0);
    };
    process.on('SIGINT', () => void encerrar('SIGINT'));
    process.on('SIGTERM', () => void encerrar('SIGTERM'));
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
    } else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`A porta ${config.port} já está em uso. Encerre o outro processo ou defina PORT com outra porta.`);
    } else {
      console.error('Falha ao iniciar o portal:', err);
    }
    await limpar();
    process.exit(1);
  }
}

await main();
