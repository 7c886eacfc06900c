import promClient from '@platformatic/prom-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMetricsCjs, { type IMetricsPluginOptions } from 'fastify-metrics';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { poolDe } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { bearer } from './access-control.js';

/**
 * Prometheus metrics at /wsapp/metrics (ADR 046), through fastify-metrics: the process's default metrics, each
 * route's request count and latency (a histogram labelled by the route's pattern, never the raw address, so an
 * id in a path does not make a series of its own), the database pool and the background jobs' runs. Off unless
 * METRICS_TOKEN (asked as a Bearer token) or METRICS_SEM_TOKEN (open, for a network rule to guard) is set.
 *
 * Every app has a registry of its own (the tests build many apps in one process; the library's global one
 * would refuse the second set of names).
 */

export interface Metricas {
  /** One run of a background job: its queue name, how long it took and whether it ended well. */
  jobExecutado(nome: string, duracaoS: number, ok: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal's own metrics; null when metrics are off. */
    metricas: Metricas | null;
  }
}

export const ROTA_METRICAS = '/wsapp/metrics';

// A CommonJS package: Node's import gives its exports object, whose `default` is the plugin.
const fastifyMetrics = fastifyMetricsCjs.default;

/** Same length and same bytes, in constant time. */
function tokenConfere(recebido: string | null, esperado: string): boolean {
  if (!recebido) return false;
  const a = Buffer.from(recebido);
  const b = Buffer.from(esperado);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(
  async function metricas(app: FastifyInstance) {
    const config = app.config.metricas;
    if (!config) {
      app.decorate('metricas', null);
      return;
    }
    const registro = new promClient.Registry();
    const token = config.token;
    // fastify-metrics is typed against @prometheus-io/client; @platformatic/prom-client is its drop-in fork (the
    // plugin's README), whose types lack a few members the plugin never calls: one bridge, here.
    const cliente = promClient as unknown as NonNullable<IMetricsPluginOptions['promClient']>;
    const registroDoPlugin = registro as unknown as InstanceType<typeof cliente.Registry>;
    const opcoes: Partial<IMetricsPluginOptions> = {
      promClient: cliente,
      defaultMetrics: { enabled: true, register: registroDoPlugin },
      routeMetrics: {
        enabled: true,
        // Only routes that exist (an unknown path is not a series); the metrics route itself is not measured.
        registeredRoutesOnly: true,
        routeBlacklist: [ROTA_METRICAS],
        overrides: {
          histogram: { registers: [registroDoPlugin], buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] },
          summary: { registers: [registroDoPlugin] },
        },
      },
      endpoint: {
        url: ROTA_METRICAS,
        method: 'GET',
        logLevel: 'warn',
        config: { access: 'public' },
        onRequest: (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
          if (token !== null && !tokenConfere(bearer(req), token)) {
            return done(new AppError('NAO_AUTENTICADO', 'Informe o token das métricas (METRICS_TOKEN) como Bearer.'));
          }
          done();
        },
        handler: () => undefined,
      },
    };
    await app.register(fastifyMetrics, opcoes);

    const pool = poolDe(app.db);
    new promClient.Gauge({
      name: 'portal_db_pool_conexoes',
      help: 'Conexões do pool do banco de dados, por estado (total aberto, ociosas, pedidos à espera)',
      labelNames: ['estado'],
      registers: [registro],
      collect() {
        this.set({ estado: 'total' }, pool.totalCount);
        this.set({ estado: 'ociosas' }, pool.idleCount);
        this.set({ estado: 'esperando' }, pool.waitingCount);
      },
    });
    new promClient.Gauge({
      name: 'portal_db_pool_maximo',
      help: 'Conexões no máximo no pool do banco de dados (DATABASE_POOL_MAX)',
      registers: [registro],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
    const execucoes = new promClient.Counter({
      name: 'portal_jobs_execucoes_total',
      help: 'Execuções dos jobs em segundo plano, por job e resultado (ok ou falha)',
      labelNames: ['job', 'resultado'],
      registers: [registro],
    });
    const duracao = new promClient.Histogram({
      name: 'portal_jobs_duracao_segundos',
      help: 'Duração das execuções dos jobs em segundo plano, em segundos',
      labelNames: ['job'],
      buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
      registers: [registro],
    });
    app.decorate('metricas', {
      jobExecutado(nome: string, duracaoS: number, ok: boolean) {
        execucoes.inc({ job: nome, resultado: ok ? 'ok' : 'falha' });
        duracao.observe({ job: nome }, duracaoS);
      },
    });
    app.addHook('onClose', () => registro.clear());
  },
  { name: 'metricas', dependencies: ['services', 'access-control'] },
);
