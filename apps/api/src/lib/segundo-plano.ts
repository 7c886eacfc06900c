import type { FastifyBaseLogger } from 'fastify';
import { erroParaLog } from './log-seguro.js';

/** What the account flows log when work done after the answer fails (never the message, which carries the link). */
export const FALHA_CONTA_EM_SEGUNDO_PLANO = 'falha numa tarefa de conta em segundo plano';

/**
 * Work done after the answer: the answer then costs the same and says the same whether or not there was
 * an account to write to. Failures are logged with the error only.
 */
export function emSegundoPlano(ctx: { log: Pick<FastifyBaseLogger, 'error'> }, trabalho: () => Promise<unknown>): void {
  void trabalho().catch((err: unknown) => {
    ctx.log.error({ erro: erroParaLog(err) }, FALHA_CONTA_EM_SEGUNDO_PLANO);
  });
}
