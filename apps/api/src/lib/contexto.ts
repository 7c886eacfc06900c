import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.js';
import type { Db } from '../db/client.js';
import type { TokenService } from './tokens.js';
import type { Mailer } from '../plugins/app/mailer.js';
import type { Armazenamento } from './armazenamento/armazenamento.js';
import type { ServicoPagamentos } from './pagamentos/provedor.js';
import type { LimiterStore } from './rate-limiter.js';
import type { CacheDeSessoes } from './cache-sessoes.js';

/**
 * The app's services, as every module's service functions receive them. A FastifyInstance satisfies it
 * (pass `app`), and so does `contextoDe(app, req)` (the same with the request's logger). A service takes
 * `Pick<Contexto, …>` of what it uses; data of the request itself (origem, ator) is a separate parameter.
 */
export interface Contexto {
  db: Db;
  config: Config;
  tokens: TokenService;
  limiter: LimiterStore;
  mailer: Mailer;
  armazenamento: Armazenamento;
  pagamentos: ServicoPagamentos;
  /** The session cache: writes that revoke a session or change what it carries invalidate it (ADR 026). */
  cacheSessoes: CacheDeSessoes;
  log: FastifyBaseLogger;
}
