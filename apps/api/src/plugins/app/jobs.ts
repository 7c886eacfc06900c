import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { poolDe } from '../../db/client.js';
import { erroParaLog } from '../../lib/log-seguro.js';
import type { Metricas } from './metricas.js';
import { iniciarRelogio, type Relogio } from './relogio-de-agendas.js';

/**
 * Background jobs on pg-boss (ADR 014), on the app's own database and pool: PostgreSQL, or PGlite behind its
 * one-connection socket. Each module registers its jobs from its `<area>.jobs.ts` plugin; pg-boss starts when
 * the app is ready and stops when it closes. A scheduled tick runs once however many instances run: one
 * instance wins pg-boss's cron check (a timestamp row updated under the database's lock), the tick becomes one
 * job, and one worker takes it (SKIP LOCKED). Each queue is `stately`: at most one run waiting and one running.
 */

/** When a job runs: a cron expression (Sao Paulo time), or every N minutes on the clock (N divides the hour or the day). */
export type AgendaJob = { cron: string } | { aCadaMinutos: number };

export interface DefinicaoJob {
  /** `<area>.<what it does>`: the pg-boss queue name. */
  nome: string;
  agenda: AgendaJob;
  /**
   * Also once when this instance starts (unless a run is already waiting): work that catches up after the
   * portal was down. Several instances starting together may each add one, run one after the other.
   */
  aoIniciar?: boolean;
  /** The work; a failure is logged and the job waits for its next tick (no retry). */
  executar(log: FastifyBaseLogger): Promise<void>;
}

/**
 * Work sent on demand (not on a schedule), one job per `enviar`, with its data (ADR 041). A run that fails, or
 * that is interrupted (the process died: pg-boss declares it lost after `expiraS`), is tried again up to
 * `novasTentativas` times; the work must be safe to repeat.
 */
export interface DefinicaoFila<D extends object> {
  /** `<area>.<what it does>`: the pg-boss queue name. */
  nome: string;
  novasTentativas: number;
  /** How long a run may take before pg-boss treats it as lost (and tries again). */
  expiraS: number;
  executar(dados: D, log: FastifyBaseLogger, execucao: { id: string; ultimaTentativa: boolean }): Promise<void>;
}

/** What pg-boss says of a job sent to a queue (null: it does not know it, or jobs are off). */
export type EstadoDoJob = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface Jobs {
  /** Registers a job; only while the app is being built (before ready). */
  registrar(job: DefinicaoJob): void;
  /** Registers an on-demand queue; only while the app is being built (before ready). */
  registrarFila<D extends object>(fila: DefinicaoFila<D>): void;
  /**
   * Sends one job to a queue registered with registrarFila, with the id given (sending the same id again does
   * nothing). Throws when jobs are off or not started.
   */
  enviar(nome: string, dados: object, id: string): Promise<void>;
  /** The state of a job sent to a queue, archived ones included; null when pg-boss does not know it. */
  estado(nome: string, id: string): Promise<EstadoDoJob | null>;
  /** The job names registered, in order. */
  readonly nomes: readonly string[];
}

export interface OpcoesJobs {
  /** false: jobs are registered but pg-boss never starts (unit tests that call the work directly). */
  ligados: boolean;
  /** Seconds between two polls of each job's queue (pg-boss's minimum is 0.5). */
  consultaS?: number;
  /** Seconds between two cron checks and two polls of pg-boss's internal schedule queue (1 to 45). */
  cronS?: number;
  /**
   * Only these jobs are scheduled, started and worked (the others stay registered): a test that starts one job
   * on a database other test files share, where another job (the year's anuidades) would touch their data.
   */
  somente?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

const FUSO = 'America/Sao_Paulo';
/** Polling the queues every 5 s costs a few milliseconds a minute on the single embedded connection. */
const CONSULTA_S = 5;
const CRON_S = 30;
const CRON_WORKER_S = 5;
/** How long closing waits for a job that is running (then pg-boss marks it failed). */
const ESPERA_AO_FECHAR_MS = 30_000;
/** How long a run may take before pg-boss treats it as lost (and may start another): four hours. */
const EXPIRA_S = 4 * 3600;

/** An interval as a cron expression on the wall clock, the same for every instance (an interval since boot is not). */
export function cronDaAgenda(agenda: AgendaJob): string {
  if ('cron' in agenda) return agenda.cron;
  const m = agenda.aCadaMinutos;
  if (Number.isInteger(m) && m >= 1 && m < 60 && 60 % m === 0) return `*/${m} * * * *`;
  if (Number.isInteger(m) && m >= 60 && m % 60 === 0 && 24 % (m / 60) === 0) return `0 */${m / 60} * * *`;
  throw new Error(`aCadaMinutos ${m}: use um divisor de 60 (minutos) ou de 24 horas, ou uma expressão cron`);
}

/**
 * pg-boss's database adapter over the app's pool. Each statement runs on a client of its own that goes back
 * clean: pg-boss sends some work as one `BEGIN; …; COMMIT` string, and an error inside it would otherwise
 * return the client to the pool (on PGlite, the only one) inside an aborted transaction. After `parar`,
 * nothing more reaches the pool: pg-boss's last completions are not awaited by it, and the pool may be
 * ending, so they are left pending instead of failing unhandled.
 */
function adaptador(pool: pg.Pool) {
  const emCurso = new Set<Promise<unknown>>();
  let parado = false;
  return {
    async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      if (parado) return new Promise(() => {});
      const execucao = (async () => {
        const cliente = await pool.connect();
        try {
          return await cliente.query(text, values);
        } catch (err) {
          await cliente.query('ROLLBACK').catch(() => {});
          throw err;
        } finally {
          cliente.release();
        }
      })();
      emCurso.add(execucao);
      try {
        return await execucao;
      } finally {
        emCurso.delete(execucao);
      }
    },
    async parar() {
      parado = true;
      await Promise.allSettled([...emCurso]);
    },
  };
}

/**
 * Creates a job's queue, if missing. pg-boss creates a queue's partition without a lock of its own: instances
 * starting together may deadlock there, and PostgreSQL then aborts one of them, which tries again and finds the
 * queue made.
 */
async function criarFila(boss: PgBoss, fila: PgBoss.Queue): Promise<void> {
  for (let tentativa = 1; ; tentativa++) {
    try {
      await boss.createQueue(fila.name, fila);
      return;
    } catch (err) {
      const codigo = (err as { code?: string }).code;
      if (tentativa >= 5 || (codigo !== '40P01' && codigo !== '23505')) throw err;
      await new Promise((r) => setTimeout(r, 50 * tentativa));
    }
  }
}

/**
 * Every run leaves one line with its outcome (job, duration, resultado ok or falha, and the error on a failure)
 * and, when metrics are on, its count and duration (plugins/app/metricas.ts).
 */
function registrarExecucao(log: FastifyBaseLogger, metricas: Metricas | null, nome: string, inicio: bigint, erro: unknown): void {
  const duracaoMs = Number(process.hrtime.bigint() - inicio) / 1e6;
  const campos = { job: nome, duracaoMs: Math.round(duracaoMs * 10) / 10 };
  if (erro === null) log.info({ ...campos, resultado: 'ok' }, 'job concluído');
  else log.error({ ...campos, resultado: 'falha', erro: erroParaLog(erro) }, 'falha no job');
  metricas?.jobExecutado(nome, duracaoMs / 1000, erro === null);
}

export default fp(
  async function jobs(app: FastifyInstance, opts: OpcoesJobs) {
    const definicoes = new Map<string, DefinicaoJob & { cron: string }>();
    const filas = new Map<string, DefinicaoFila<object>>();
    let construindo = true;
    const exigirNomeLivre = (nome: string) => {
      if (!construindo) throw new Error(`jobs: ${nome} registrado depois da partida`);
      if (definicoes.has(nome) || filas.has(nome)) throw new Error(`jobs: ${nome} registrado duas vezes`);
    };
    const exigirFila = (nome: string): PgBoss => {
      if (!filas.has(nome)) throw new Error(`jobs: a fila ${nome} não foi registrada`);
      if (!boss) throw new Error(`jobs: os jobs estão desligados; a fila ${nome} não recebe trabalho`);
      return boss;
    };
    app.decorate('jobs', {
      registrar(job: DefinicaoJob) {
        exigirNomeLivre(job.nome);
        definicoes.set(job.nome, { ...job, cron: cronDaAgenda(job.agenda) });
      },
      registrarFila<D extends object>(fila: DefinicaoFila<D>) {
        exigirNomeLivre(fila.nome);
        filas.set(fila.nome, fila as unknown as DefinicaoFila<object>);
      },
      async enviar(nome: string, dados: object, id: string) {
        await exigirFila(nome).send(nome, dados, { id });
      },
      async estado(nome: string, id: string) {
        if (!boss) return null;
        const job = await exigirFila(nome).getJobById(nome, id, { includeArchive: true });
        return job?.state ?? null;
      },
      get nomes() {
        return [...definicoes.keys(), ...filas.keys()];
      },
    });

    let boss: PgBoss | null = null;
    let banco: ReturnType<typeof adaptador> | null = null;
    let relogio: Relogio | null = null;
    let encerrando = false;
    const rodando = new Set<Promise<void>>();

    app.addHook('onReady', async () => {
      construindo = false;
      if (!opts.ligados) return;
      banco = adaptador(poolDe(app.db));
      const cronS = opts.cronS ?? CRON_S;
      boss = new PgBoss({
        db: banco,
        // The schedules' clock runs in a thread of its own (relogio-de-agendas.ts): its cron check would take the
        // event loop for a tenth of a second every 30 s.
        schedule: false,
        supervise: true,
        migrate: true,
        pollingIntervalSeconds: opts.consultaS ?? CONSULTA_S,
      });
      // pg-boss reports a worker's error as a plain copy ({ message, stack, queue }), not an Error.
      const relatarErro = (err: unknown) => {
        const copia = err as { message?: unknown; code?: unknown; queue?: unknown; fila?: unknown };
        const erro = err instanceof Error ? err : Object.assign(new Error(String(copia?.message ?? err)), { code: copia?.code });
        const fila = copia?.queue ?? copia?.fila;
        app.log.error({ erro: erroParaLog(erro), ...(typeof fila === 'string' ? { fila } : {}) }, 'falha no pg-boss');
      };
      boss.on('error', relatarErro);
      await boss.start();

      const ativos = [...definicoes.values()].filter((job) => !opts.somente || opts.somente.includes(job.nome));
      for (const job of ativos) {
        // A run is not declared dead before the next hourly tick could start another (pg-boss's default is 15 min).
        const fila: PgBoss.Queue = { name: job.nome, policy: 'stately', retryLimit: 0, expireInSeconds: EXPIRA_S };
        await criarFila(boss, fila);
        await boss.updateQueue(job.nome, fila);
        // The same key on every run of a job: `stately` then allows one waiting and one running, whatever
        // made them (the schedule or a start).
        await boss.schedule(job.nome, job.cron, {}, { tz: FUSO, singletonKey: job.nome });
        if (job.aoIniciar) await boss.send(job.nome, {}, { singletonKey: job.nome });
      }
      // A job no module registers any longer must not keep feeding a queue nobody works.
      for (const { name } of await boss.getSchedules()) {
        if (!ativos.some((job) => job.nome === name)) await boss.unschedule(name);
      }
      const filasAtivas = [...filas.values()].filter((f) => !opts.somente || opts.somente.includes(f.nome));
      for (const f of filasAtivas) {
        const fila: PgBoss.Queue = { name: f.nome, policy: 'standard', retryLimit: f.novasTentativas, retryDelay: 5, expireInSeconds: f.expiraS };
        await criarFila(boss, fila);
        await boss.updateQueue(f.nome, fila);
      }
      relogio = await iniciarRelogio(
        banco,
        { cronMonitorIntervalSeconds: cronS, cronWorkerIntervalSeconds: Math.min(cronS, CRON_WORKER_S), esperaMs: ESPERA_AO_FECHAR_MS },
        relatarErro,
      );
      const metricas = app.hasDecorator('metricas') ? app.metricas : null;
      for (const job of ativos) {
        const log = app.log.child({ job: job.nome });
        await boss.work(job.nome, { batchSize: 1 }, async () => {
          if (encerrando) throw new Error('portal encerrando');
          const inicio = process.hrtime.bigint();
          const execucao = job.executar(log);
          const acompanhada = execucao.then(
            () => undefined,
            () => undefined,
          );
          rodando.add(acompanhada);
          try {
            await execucao;
            registrarExecucao(log, metricas, job.nome, inicio, null);
          } catch (err) {
            registrarExecucao(log, metricas, job.nome, inicio, err);
            throw err;
          } finally {
            rodando.delete(acompanhada);
          }
        });
      }
      for (const f of filasAtivas) {
        const log = app.log.child({ job: f.nome });
        await boss.work<object>(f.nome, { batchSize: 1, includeMetadata: true }, async ([job]) => {
          if (!job) return;
          if (encerrando) throw new Error('portal encerrando');
          const execucao = f.executar(job.data, log, { id: job.id, ultimaTentativa: job.retryCount >= job.retryLimit });
          const acompanhada = execucao.then(
            () => undefined,
            () => undefined,
          );
          rodando.add(acompanhada);
          try {
            await execucao;
          } catch (err) {
            log.error({ erro: erroParaLog(err), tentativa: job.retryCount + 1 }, 'falha no job');
            throw err;
          } finally {
            rodando.delete(acompanhada);
          }
        });
      }
    });

    app.addHook('onClose', async () => {
      if (!boss || !banco) return;
      encerrando = true;
      await relogio?.parar();
      await boss.stop({ graceful: true, wait: true, timeout: ESPERA_AO_FECHAR_MS });
      await Promise.allSettled([...rodando]);
      await banco.parar();
    });
  },
  { name: 'jobs', dependencies: ['services'] },
);
