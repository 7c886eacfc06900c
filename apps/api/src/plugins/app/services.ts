import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { Armazenamento } from '../../lib/armazenamento/armazenamento.js';
import { AssinadorDeCodigos, chaveDosCodigos } from '../../lib/codigos-assinados.js';
import { criarServicoPagamentos } from '../../lib/pagamentos/criar-provedor.js';
import type { ServicoPagamentos } from '../../lib/pagamentos/provedor.js';
import type { LimiterStore } from '../../lib/rate-limiter.js';
import type { TokenService } from '../../lib/tokens.js';
import type { Mailer } from './mailer.js';
import { CacheDeSessoes } from '../../lib/cache-sessoes.js';
import { CanalLocal, type CanalDeInvalidacao } from '../../lib/canal-invalidacao.js';

export interface Servicos {
  config: Config;
  db: Db;
  tokens: TokenService;
  limiter: LimiterStore;
  mailer: Mailer;
  armazenamento: Armazenamento;
  /** The payment provider and webhook secret; absent = built from config.pagamentos (PAGAMENTOS_PROVEDOR). */
  pagamentos?: ServicoPagamentos;
  /** Signs and reads vouchers, tickets and invitations; absent = built from config (CODIGOS_CHAVE_PRIVADA or DATA_DIR/secrets). */
  codigos?: AssinadorDeCodigos;
  /**
   * How this instance's session cache hears of revocations on the others (ADR 026); absent = this process
   * only (the embedded database, or tests of one app).
   */
  canalSessoes?: CanalDeInvalidacao;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    tokens: TokenService;
    limiter: LimiterStore;
    mailer: Mailer;
    armazenamento: Armazenamento;
    pagamentos: ServicoPagamentos;
    codigos: AssinadorDeCodigos;
    cacheSessoes: CacheDeSessoes;
  }
}

/** Our backing services, built by the process entry (or the tests) and handed to every route. */
export default fp(
  async function services(app: FastifyInstance, s: Servicos) {
    app.decorate('config', s.config);
    app.decorate('db', s.db);
    app.decorate('tokens', s.tokens);
    app.decorate('limiter', s.limiter);
    app.decorate('mailer', s.mailer);
    app.decorate('armazenamento', s.armazenamento);
    app.decorate('pagamentos', s.pagamentos ?? criarServicoPagamentos(s.config, app.log));
    app.decorate('codigos', s.codigos ?? new AssinadorDeCodigos(chaveDosCodigos(s.config.codigosChavePrivada, s.config.dataDir).chave));
    const cacheSessoes = new CacheDeSessoes({
      ttlMs: s.config.sessionCacheTtlS * 1000,
      canal: s.canalSessoes ?? new CanalLocal(),
      avisar: (m) => app.log.warn(m),
    });
    await cacheSessoes.iniciar();
    app.decorate('cacheSessoes', cacheSessoes);
    app.addHook('onClose', () => cacheSessoes.fechar());
  },
  { name: 'services' },
);
