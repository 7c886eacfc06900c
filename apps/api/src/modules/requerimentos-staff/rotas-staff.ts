/** What the staff route files share: the error statuses they declare and where a request came from (for audit rows). */
import { erroApiSchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';

export const errosStaff = {
  400: erroApiSchema,
  401: erroApiSchema,
  403: erroApiSchema,
  404: erroApiSchema,
  409: erroApiSchema,
  413: erroApiSchema,
  415: erroApiSchema,
  422: erroApiSchema,
};

export const origemDe = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
