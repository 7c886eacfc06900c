import { temAlgumaPermissao } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Acesso, UsuarioAutenticado } from '../../lib/access.js';
import { naoAutenticado, semPermissao } from '../../lib/app-error.js';
import { buscarSessaoComUsuario } from '../../modules/auth/index.js';

export interface RotaDeclarada {
  method: string;
  url: string;
  access: Acesso;
  /** The route's body schema (zod), when it declares one: the bad-text test fills it. */
  body?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with the access it declared (the access-matrix test walks this list). */
    rotasApi: RotaDeclarada[];
  }
}

const API = /^\/(wsapp|api)(\/|$)/;
// Routes added by third-party plugins under the API prefix (OpenAPI pages) are public by nature.
const PUBLICAS_DE_PLUGIN = /^\/wsapp\/docs(\/|$)/;

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1] ?? null;
}

/** Lets the request through with its user, or refuses it (401 without a valid session, 403 without the permission). */
function concluir(req: FastifyRequest, access: Exclude<Acesso, 'public'>, usuario: UsuarioAutenticado | null, done: (err?: Error) => void): void {
  if (!usuario) return done(naoAutenticado());
  req.usuario = usuario;
  if (access !== 'user' && !temAlgumaPermissao(usuario.permissoes, access)) return done(semPermissao());
  done();
}

/**
 * Access is declared, not remembered: every API route must say who may call it (config.access), or the
 * app refuses to start. One onRequest hook enforces it before the body is even parsed; the session behind a
 * user token comes from the session cache, invalidated by every write that revokes or changes it (ADR 026).
 */
export default fp(
  async function accessControl(app: FastifyInstance) {
    app.decorate('rotasApi', [] as RotaDeclarada[]);
    app.decorateRequest('usuario', null);

    app.addHook('onRoute', (rota) => {
      if (!API.test(rota.url)) return;
      rota.config ??= {};
      if (rota.config.access === undefined && PUBLICAS_DE_PLUGIN.test(rota.url)) rota.config.access = 'public';
      const access = rota.config.access;
      if (access === undefined) {
        throw new Error(`A rota ${String(rota.method)} ${rota.url} não declara quem pode chamá-la (config.access).`);
      }
      for (const method of [rota.method].flat()) app.rotasApi.push({ method, url: rota.url, access, ...(rota.schema?.body ? { body: rota.schema.body } : {}) });
    });

    const carregar = (token: string) => async () => {
      const verificado = await app.tokens.verificar(token);
      if (!verificado || verificado.tipo !== 'user') return null;
      const s = await buscarSessaoComUsuario(app.db, verificado.sessaoId, verificado.usuarioId);
      return s ? { usuario: s.usuario, validaAte: Math.min(verificado.expiraEm, s.expiraEm.getTime()) } : null;
    };

    // Callback-style: a token checked moments ago is answered from the session cache in the same tick, with no
    // promise, no query and no signature check (ADR 026); a miss goes through the cache's shared load. No
    // closure is made on a hit (under tsx each one also costs a `__name` call).
    app.addHook('onRequest', (req, _reply, done) => {
      const access = req.routeOptions.config.access;
      if (access === undefined || access === 'public') return done();
      const token = bearer(req);
      if (!token) return done(naoAutenticado());
      const emMemoria = app.cacheSessoes.emMemoria(token);
      if (emMemoria) return concluir(req, access, emMemoria, done);
      app.cacheSessoes.obter(token, carregar(token)).then(
        (usuario) => concluir(req, access, usuario, done),
        (err: Error) => done(err),
      );
    });
  },
  { name: 'access-control', dependencies: ['services'] },
);
