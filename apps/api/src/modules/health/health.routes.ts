import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erroParaLog } from '../../lib/log-seguro.js';

/** How long readiness waits for each dependency before counting it as down (a pool with no free connection waits forever). */
const ESPERA_MS = 2_000;

const DEPENDENCIAS = ['banco', 'redis'] as const;
type Dependencia = (typeof DEPENDENCIAS)[number];

const respostaProntidao = {
  200: z.object({ status: z.literal('ok') }),
  503: z.object({ status: z.literal('indisponivel'), falhas: z.array(z.enum(DEPENDENCIAS)) }),
};

function comPrazo(p: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const prazo = new Promise((_, rejeitar) => {
    timer = setTimeout(() => rejeitar(new Error(`sem resposta em ${ms} ms`)), ms);
  });
  return Promise.race([p, prazo]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness, apart (docs/operacao.md, "Monitoramento"). Liveness answers 200 while the process
 * serves requests, and checks nothing else: a database outage must not make the orchestrator restart every
 * instance. Readiness checks what a request needs, PostgreSQL and, when REDIS_URL is set, Redis, and answers
 * 503 naming the ones that failed, so the balancer stops sending traffic here. `/wsapp/health` stays the
 * readiness check it always was.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const verificacoes: Array<[Dependencia, () => Promise<unknown>]> = [['banco', () => app.db.execute(sql`select 1`)]];
  const limiter = app.limiter;
  if (app.config.redisUrl && limiter.verificar) verificacoes.push(['redis', () => limiter.verificar!()]);

  const prontidao = async () => {
    const resultados = await Promise.allSettled(verificacoes.map(([, verificar]) => comPrazo(verificar(), ESPERA_MS)));
    const falhas = verificacoes.filter((_, i) => resultados[i]?.status === 'rejected').map(([nome]) => nome);
    for (const [i, r] of resultados.entries()) {
      if (r.status === 'rejected') app.log.warn({ dependencia: verificacoes[i]?.[0], erro: erroParaLog(r.reason).message }, 'prontidão: dependência indisponível');
    }
    return falhas;
  };

  for (const url of ['/health', '/health/ready']) {
    app.get(
      url,
      {
        config: { access: 'public' },
        logLevel: 'warn',
        schema: {
          tags: ['operação'],
          summary: 'Prontidão: 200 quando o banco (e o Redis, se configurado) respondem; 503 com as dependências que falharam',
          response: respostaProntidao,
        },
      },
      async (_req, reply) => {
        const falhas = await prontidao();
        if (falhas.length > 0) return reply.status(503).send({ status: 'indisponivel' as const, falhas });
        return { status: 'ok' as const };
      },
    );
  }

  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['operação'],
        summary: 'Vivacidade: 200 enquanto o processo atende (não consulta o banco nem o Redis)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};

export default healthRoutes;
