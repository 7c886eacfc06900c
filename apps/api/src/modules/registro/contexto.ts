import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { LimiterStore } from '../../lib/rate-limiter.js';
import type { Mailer } from '../../plugins/app/mailer.js';

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

