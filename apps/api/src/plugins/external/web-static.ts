import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and every
 * other GET that is not an API path answered with index.html so the client router takes over.
 * Returns false when there is no build (API-only tests).
 */
export async function registerWebStatic(app: FastifyInstance, dist: string): Promise<boolean> {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return false;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(reply, caminho) {
      reply.header(
        'cache-control',
        caminho.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}

/**
 * Paths that monitoring tools, scanners and load balancers probe: never one of the portal's pages, so they are
 * not answered with index.html and a 200 (a probe of /metrics or /healthz would read "up" from the page).
 */
const SONDAGENS = new Set([
  'metrics',
  'health',
  'healthz',
  'livez',
  'readyz',
  'ready',
  'live',
  'status',
  'ping',
  'actuator',
  'server-status',
  'nginx_status',
  'stub_status',
  'debug',
  'prometheus',
  'api-docs',
  'swagger',
  'swagger-ui',
  'openapi',
]);

/**
 * A last segment ending in a file extension (robots.txt, wp-login.php, .env): a dot and 1 to 8 letters or digits, at
 * least one a letter. The dots inside a page's parameter are not one: a process number (2026.000102) or an
 * attendance room code (`<lista>.<janela>.<mac>`, the mac 22 base64url characters).
 */
const EXTENSAO = /\.(?=[0-9]*[A-Za-z])[A-Za-z0-9]{1,8}$/;

/**
 * Whether an unknown GET asks for one of the single-page app's pages (answered with index.html, the client
 * router showing the page or "Página não encontrada", ADR 036). Not: a probe path (SONDAGENS), a dot-file or a
 * path whose last segment has an extension (a missing file: /robots.txt, /wp-login.php, /.env), or a client
 * that does not accept HTML (Prometheus asks for text/plain or OpenMetrics).
 */
export function pedePagina(req: Pick<FastifyRequest, 'url' | 'headers'>): boolean {
  const i = req.url.indexOf('?');
  const caminho = i === -1 ? req.url : req.url.slice(0, i);
  const segmentos = caminho.split('/').filter(Boolean);
  const primeiro = (segmentos[0] ?? '').toLowerCase();
  if (SONDAGENS.has(primeiro) || primeiro.startsWith('.')) return false;
  if (EXTENSAO.test(segmentos.at(-1) ?? '')) return false;
  const aceita = req.headers.accept;
  return !aceita || aceita.includes('text/html') || aceita.includes('*/*');
}
