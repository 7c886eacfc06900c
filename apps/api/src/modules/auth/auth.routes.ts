import {
  authenticateBodySchema,
  erroApiSchema,
  loginBodySchema,
  respostaLoginSchema,
  okResponseSchema,
  tokenResponseSchema,
  usuarioSchema,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer } from '../../plugins/app/access-control.js';
import { etapaSegundoFator } from '../configuracoes/index.js';
import { auditarSenhaAceita, entrarComSenha, eventoSenhaAceita, metodoDe, type ModoLogin } from './entrar-com-senha.js';
import { abrirSessao, encerrarSessao, renovarSessao } from './sessao.service.js';
import { usuarioRecord, mapaPermissoes } from '../../lib/usuario-record.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { COOKIE_REFRESH, gravarCookie, limparCookie } from '../../lib/http/cookies.js';
import { origemDe } from '../../lib/http/origem.js';
import { contextoDe } from '../../lib/http/contexto.js';

const erros = { 400: erroApiSchema, 401: erroApiSchema, 403: erroApiSchema, 429: erroApiSchema };

/**
 * GET /usuario/me's body, checked against its schema as the route's serializer would. The session cache hands
 * every request of a token the same frozen user: its body is worked out once, then sent as it is.
 */
const jsonPorUsuario = new WeakMap<UsuarioAutenticado, string>();
function jsonDoUsuario(u: UsuarioAutenticado): string {
  let json = jsonPorUsuario.get(u);
  if (json === undefined) {
    json = JSON.stringify(usuarioSchema.parse(usuarioRecord(u)));
    if (Object.isFrozen(u)) jsonPorUsuario.set(u, json);
  }
  return json;
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/authenticate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Token de aplicação, ou de usuário quando há um cookie de sessão válido',
        body: authenticateBodySchema.nullish(),
        response: { 200: tokenResponseSchema, 400: erroApiSchema },
      },
    },
    async (req, reply) => {
      const r = await renovarSessao(app.db, app.tokens, app.cacheSessoes, req.cookies[COOKIE_REFRESH], origemDe(req));
      if (r.tipo === 'user' && r.novoRefresh) gravarCookie(app, reply, r.novoRefresh);
      if (r.tipo === 'app' && r.limparCookie) limparCookie(app, reply);
      reply.header('cache-control', 'no-store');
      return { token: r.token };
    },
  );

  const login = (modo: ModoLogin) => async (req: FastifyRequest<{ Body: { username: string; password: string } }>, reply: FastifyReply) => {
    const ctx = contextoDe(app, req);
    const origem = origemDe(req);
    const conta = await entrarComSenha(ctx, origem, modo, req.body.username, req.body.password);
    const metodo = metodoDe(modo);
    // Second factor on (or required and not set up yet): no session until the code (POST /usuario/login/2fa).
    // Decided on the state read with the account (no second read of the row).
    const etapa = await etapaSegundoFator(app.db, conta.usuarioId, metodo, conta);
    if (etapa) {
      await auditarSenhaAceita(ctx, origem, modo, conta.usuarioId, true);
      reply.header('cache-control', 'no-store');
      return etapa;
    }
    // The success audit row and the session in one statement: with the account lookup, two round trips.
    const sessao = await abrirSessao(
      app.db,
      app.tokens,
      app.config.sessionTtlHours,
      conta.usuarioId,
      metodo,
      origem,
      eventoSenhaAceita(origem, modo, conta.usuarioId, false),
    );
    gravarCookie(app, reply, sessao.refresh);
    reply.header('cache-control', 'no-store');
    return {
      ...usuarioRecord({
        id: conta.usuarioId,
        nome: conta.nome,
        email: conta.email,
        permissoes: mapaPermissoes(conta.permissoes),
        inscricao: conta.inscricao,
      }),
      token: sessao.token,
    };
  };

  app.post(
    '/usuario/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Login de advogado (CPF ou inscrição e senha)',
        body: loginBodySchema,
        response: { 200: respostaLoginSchema, ...erros },
      },
    },
    login('usuario'),
  );

  app.post(
    '/usuario/login-colaborador',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Login de colaborador (CPF e senha)',
        body: loginBodySchema,
        response: { 200: respostaLoginSchema, ...erros },
      },
    },
    login('colaborador'),
  );

  app.post(
    '/usuario/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Encerra a sessão (cookie e/ou token de usuário)',
        body: authenticateBodySchema.nullish(),
        response: { 200: okResponseSchema, 400: erroApiSchema },
      },
    },
    async (req, reply) => {
      const token = bearer(req);
      const verificado = token ? await app.tokens.verificar(token) : null;
      await encerrarSessao(
        app.db,
        app.cacheSessoes,
        req.cookies[COOKIE_REFRESH],
        verificado?.tipo === 'user' ? { sessaoId: verificado.sessaoId, usuarioId: verificado.usuarioId } : null,
        origemDe(req),
      );
      limparCookie(app, reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/usuario/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'O usuário da sessão',
        response: { 200: usuarioSchema, 401: erroApiSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      // The access hook loaded the user with the session (from the session cache, mostly); nothing more to
      // query, and the answer of a cached user is validated and serialized once (ADR 026).
      // Already serialized: sent through the untyped reply (Fastify sends a JSON string as it is).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(jsonDoUsuario(usuarioDe(req)));
    },
  );
};

export default authRoutes;
