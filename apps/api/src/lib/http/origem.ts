import type { FastifyRequest } from 'fastify';

/** Where a request came from, as the audit rows and sessions keep it. */
export interface Origem {
  ip: string;
  userAgent: string | null;
}

export function origemDe(req: FastifyRequest): Origem {
  return { ip: req.ip, userAgent: req.headers['user-agent'] ?? null };
}
