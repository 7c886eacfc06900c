/** What the staff route files share: the error statuses they declare and where a request came from (for audit rows). */
import type { FastifyRequest } from 'fastify';
import { erros } from '../requerimentos/requerimentos.routes.js';

/** The same error statuses as the member's routes. */
export const errosStaff = erros;

export const origemDe = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
