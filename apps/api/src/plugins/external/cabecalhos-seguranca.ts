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

/**
 * The headers of a JSON answer (ADR 026, sixth pass): what protects a response that is data, not a document, as
 * OWASP's REST Security Cheat Sheet lists them — a CSP that allows nothing and no framing, nosniff, DENY for
 * framing, no referrer, same-origin reads, and HSTS when the pages have it. The rest of helmet's set (script
 * sources, COOP, origin-agent-cluster, DNS prefetch, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * X-XSS-Protection) only means something for a document the browser renders: on an API answer it was about 550
 * bytes a response, and a dozen headers Node checks one by one.
 */
export function cabecalhosDeJson(paginas: Readonly<Record<string, string>>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(paginas['strict-transport-security'] ? { 'strict-transport-security': paginas['strict-transport-security'] } : {}),
  };
}

const JSON_RE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * One synchronous hook as each response is sent: a JSON answer gets cabecalhosDeJson, anything else (the app's
 * pages, downloads, the OpenAPI pages) helmet's whole set. A header the route set itself (a download's sandboxed
 * CSP, a page's referrer policy) is kept.
 */
export function registrarCabecalhosSeguranca(app: FastifyInstance, opcoes: Readonly<HelmetOptions>): void {
  const paginas = Object.entries(cabecalhosDoHelmet(opcoes));
  const json = Object.entries(cabecalhosDeJson(Object.fromEntries(paginas)));
  app.addHook('onSend', (_req, reply, payload, done) => {
    const tipo = reply.getHeader('content-type');
    const cabecalhos = typeof tipo === 'string' && JSON_RE.test(tipo) ? json : paginas;
    for (const [nome, valor] of cabecalhos) if (!reply.hasHeader(nome)) reply.header(nome, valor);
    done(null, payload);
  });
}
