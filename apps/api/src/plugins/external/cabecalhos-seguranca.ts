import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The security headers (helmet's), worked out once at start-up and set on every response by one synchronous
 * hook. @fastify/helmet builds helmet's middleware again on every request (parsing the whole CSP each time),
 * about a seventh of the CPU of a request that does no I/O (ADR 026). Our options are static (no nonces, no
 * per-request directives), so the headers are the same for every request.
 */
export function cabecalhosDoHelmet(opcoes: Readonly<HelmetOptions>): Record<string, string> {
  const cabecalhos: Record<string, string> = {};
  const res = {
    setHeader(nome: string, valor: string | number | readonly string[]) {
      cabecalhos[nome.toLowerCase()] = Array.isArray(valor) ? valor.join(', ') : String(valor);
    },
    removeHeader(nome: string) {
      delete cabecalhos[nome.toLowerCase()];
    },
  };
  helmet(opcoes)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return cabecalhos;
}

export function registrarCabecalhosSeguranca(app: FastifyInstance, opcoes: Readonly<HelmetOptions>): void {
  const cabecalhos = cabecalhosDoHelmet(opcoes);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(cabecalhos);
    done();
  });
}
