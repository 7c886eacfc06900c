import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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
