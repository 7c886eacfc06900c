import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { LimiterStore } from '../../lib/rate-limiter.js';
import type { Mailer, Mensagem } from '../../plugins/app/mailer.js';
import { erroParaLog } from '../../lib/log-seguro.js';

/** What the public account flows (registration, confirmation, recovery) need from the app and the request. */
export interface ContextoConta {
  db: Db;
  limiter: LimiterStore;
  mailer: Mailer;
  publicUrl: string;
  ip: string;
  userAgent: string | null;
  log: FastifyBaseLogger;
}

export function contextoConta(app: FastifyInstance, req: FastifyRequest): ContextoConta {
  return {
    db: app.db,
    limiter: app.limiter,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    log: req.log,
  };
}

/**
 * Work done after the answer: the answer then costs the same and says the same whether or not there was
 * an account to write to. Failures are logged (never the message, which carries the link).
 */
export function emSegundoPlano(ctx: Pick<ContextoConta, 'log'>, trabalho: () => Promise<unknown>): void {
  void trabalho().catch((err: unknown) => {
    ctx.log.error({ erro: erroParaLog(err) }, 'falha numa tarefa de conta em segundo plano');
  });
}

export async function enviarTodos(ctx: Pick<ContextoConta, 'mailer'>, mensagens: Mensagem[]): Promise<void> {
  await Promise.all(mensagens.map((m) => ctx.mailer.enviar(m)));
}
