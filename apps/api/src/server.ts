import { Redis } from 'ioredis';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { avisoSemPublicUrl } from './config/aviso-public-url.js';
import { ConfigError, loadConfig, producaoPeloAmbiente, type Config } from './config/env.js';
import { connectDatabase, runMigrations, type Database } from './db/client.js';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.js';
import { criarMailer } from './plugins/app/mailer.js';
import { criarArmazenamento } from './lib/armazenamento/criar-armazenamento.js';
import { canalDeInvalidacao } from './lib/canal-invalidacao.js';
import { anunciarInstancia, descricaoDaInstancia, InstanciaEmConflito } from './lib/instancias.js';
import { MemoryLimiterStore, RedisLimiterStore, type LimiterStore } from './lib/rate-limiter.js';
import { erroParaLog } from './lib/log-seguro.js';
import { criarSaidaDoLog, esvaziarSaidaDoLog } from './lib/saida-do-log.js';
import { segredoJwt } from './lib/segredos.js';
import { TokenService } from './lib/tokens.js';
import { iniciarServidorCertificado } from './modules/certificado/servidor-tls.js';
import { segredoDosConvites } from './modules/convites/index.js';
import { bancoVazio, semearDemo, tabelaContasDemo } from './seed/demo.js';

/** What the process itself says (start, stop, a refusal), apart from the app's log. */
interface SaidaDoProcesso {
  info(mensagem: string, campos?: Record<string, unknown>): void;
  warn(mensagem: string, campos?: Record<string, unknown>): void;
  error(mensagem: string, campos?: Record<string, unknown>): void;
}

/**
 * In production every line on stdout is a JSON log line, as the app's (a collector parses them all): the
 * process's own messages go through a pino logger of the same shape, written synchronously (they are few, and
 * one written just before an exit must not be lost). In demonstration they are plain text for a person.
 */
function saidaDoProcesso(producao: boolean, nivel: string = 'info'): SaidaDoProcesso {
  if (!producao) {
    return {
      info: (m) => console.log(m),
      warn: (m) => console.warn(m),
      error: (m, c) => (c?.erro ? console.error(m, c.erro) : console.error(m)),
    };
  }
  const log = pino({ level: nivel === 'silent' ? 'silent' : 'info' }, pino.destination({ dest: 1, sync: true }));
  return {
    info: (m, c) => log.info(c ?? {}, m),
    warn: (m, c) => log.warn(c ?? {}, m),
    error: (m, c) => log.error(c ?? {}, m),
  };
}

/** Process entry: configuration, data-directory lock, database, migrations, demo data, listen, shutdown. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      saidaDoProcesso(producaoPeloAmbiente()).error(err.message, { problemas: err.problemas });
      process.exit(1);
    }
    throw err;
  }
  const producao = !config.seedDemo;
  const saida = saidaDoProcesso(producao, config.logLevel);

  const limpezas: Array<() => Promise<void> | void> = [];
  const limpar = async () => {
    for (const f of limpezas.reverse()) {
      try {
        await f();
      } catch (err) {
        saida.error(`Falha ao encerrar: ${(err as Error).message}`);
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
    const database: Database = connectDatabase(embedded?.url ?? (config.database as { url: string }).url, config.databasePoolMax, (m) => saida.error(m));
    limpezas.push(() => database.close());
    await runMigrations(database.db);
    const armazenamento = criarArmazenamento(config);
    limpezas.push(() => armazenamento.fechar());

    if (config.seedDemo && (await bancoVazio(database.db))) {
      await semearDemo(database.db, armazenamento, segredoDosConvites(config), config.dataDir);
      saida.info('Dados de demonstração criados.');
    }

    const { segredo } = segredoJwt(config.jwtSecret, config.dataDir);
    let limiter: LimiterStore = new MemoryLimiterStore();
    if (config.redisUrl) {
      // Key names carry an HMAC of the CPF, e-mail or address they count, never the value (ADR 046); its key
      // derives from the JWT secret, which every instance shares.
      const segredoChaves = createHmac('sha256', segredo).update('portal:chaves-do-limitador').digest();
      limiter = new RedisLimiterStore(new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }), segredoChaves);
    }
    limpezas.push(() => limiter.close());

    const tokens = new TokenService(segredo, { appMin: config.appTokenTtlMin, userMin: config.userTokenTtlMin });
    // The outbox (no SMTP_URL: demonstration, or TESTE_LOCAL) prints its link only in demonstration.
    const mailer = criarMailer(config, producao ? (_texto, fatos) => saida.info('e-mail gravado na caixa de saída', fatos) : undefined);
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

    // Instances announce themselves (ADR 047): several with local folders (documents, outbox) on different
    // machines is refused in production, told loudly in demonstration.
    const anuncio = await anunciarInstancia(database.db, descricaoDaInstancia(config), {
      compartilhado: config.diretorioCompartilhado,
      recusarConflito: producao,
      aoVerConflito: (m) => app.log.error({ evento: 'instancias_em_conflito' }, m),
      aoFalhar: (err) => app.log.warn({ erro: (err as Error).message }, 'instância: falha ao registrar o batimento'),
    });
    limpezas.push(() => anuncio.parar());
    for (const m of anuncio.conflitos) {
      app.log.warn({ evento: 'instancias_em_conflito' }, m);
      saida.warn(`\n*** ATENÇÃO: ${m}\n*** Em produção esta instância não iniciaria (ADR 047).\n`);
    }

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

    const avisoPublicUrl = avisoSemPublicUrl(config);
    if (producao) {
      saida.info('portal iniciado', {
        host: config.host,
        porta: config.port,
        banco: embedded ? 'embutido' : 'postgresql',
        certificadoPorta: config.certificado.porta,
        pagamentos: config.pagamentos.provedor,
        metricas: config.metricas === null ? 'desligadas' : config.metricas.token ? 'com token' : 'sem token',
        docsApi: config.docsApi,
        instancia: anuncio.id,
      });
      if (avisoPublicUrl) saida.warn(avisoPublicUrl);
    } else {
      const banco = embedded ? `embutido (PGlite) em ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL (DATABASE_URL)';
      console.log(`\nPortal unificado em http://localhost:${config.port}  —  banco: ${banco}`);
      if (config.certificado.porta !== 0) console.log(`Login com certificado digital em https://localhost:${config.certificado.porta}`);
      console.log(
        config.pagamentos.provedor === 'sandbox'
          ? 'Pagamentos: demonstração (sandbox) — PIX e boleto reais, liquidados pelo webhook assinado; a equipe usa "Simular pagamento".'
          : 'Pagamentos: API Pix do PSP configurado (BCB_PIX_URL).',
      );
      if (config.seedDemo) console.log(`\nContas de demonstração:\n${tabelaContasDemo()}\n`);
      if (avisoPublicUrl) console.warn(`\n${avisoPublicUrl}\n`);
      console.log('Ctrl-C para encerrar.');
    }

    let encerrando = false;
    const encerrar = async (sinal: string) => {
      if (encerrando) return;
      encerrando = true;
      saida.info(producao ? `${sinal} recebido: encerrando` : `\n${sinal} recebido: encerrando…`);
      await limpar();
      process.exit(0);
    };
    process.on('SIGINT', () => void encerrar('SIGINT'));
    process.on('SIGTERM', () => void encerrar('SIGTERM'));
  } catch (err) {
    if (err instanceof DataDirLockedError || err instanceof InstanciaEmConflito) {
      saida.error(err.message);
    } else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      saida.error(`A porta ${config.port} já está em uso. Encerre o outro processo ou defina PORT com outra porta.`);
    } else {
      saida.error('Falha ao iniciar o portal:', { erro: producao ? erroParaLog(err) : err });
    }
    await limpar();
    process.exit(1);
  }
}

await main();
