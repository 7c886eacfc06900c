import type { FastifyRequest } from 'fastify';
import type { UsuarioAutenticado } from '../access.js';
import { naoAutenticado } from '../app-error.js';

/**
 * The signed-in user of a route declared `access: 'user'` or with permissions (the access hook set it).
 * Throws 401 NAO_AUTENTICADO if there is none, instead of trusting a `!`.
 */
export function usuarioDe(req: FastifyRequest): UsuarioAutenticado {
  if (!req.usuario) throw naoAutenticado();
  return req.usuario;
}
