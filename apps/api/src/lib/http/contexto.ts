import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Contexto } from '../contexto.js';

/** The app's services for one request: the same as `app`, with the request's logger (it carries the request id). */
export function contextoDe(app: FastifyInstance, req: FastifyRequest): Contexto {
  return {
    db: app.db,
    config: app.config,
    tokens: app.tokens,
    limiter: app.limiter,
    mailer: app.mailer,
    armazenamento: app.armazenamento,
    pagamentos: app.pagamentos,
    cacheSessoes: app.cacheSessoes,
    log: req.log,
  };
}
