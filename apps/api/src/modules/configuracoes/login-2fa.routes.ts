import {
  configuracaoSegundoFatorSchema,
  erroApiSchema,
  login2faAtivarBodySchema,
  login2faBodySchema,
  login2faDesafioBodySchema,
  loginAtivacaoResponseSchema,
  loginResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buscarUsuarioDaSessao } from '../auth/index.js';
import { abrirSessao } from '../auth/index.js';
import { usuarioRecord } from '../../lib/usuario-record.js';
import { consumirDesafio } from './segundo-fator.repository.js';
import {
  ativarSegundoFator,
  configurarSegundoFator,
  desafioInvalido,
  lerDesafioValido,
  verificarCodigo,
} from './segundo-fator.service.js';
import { gravarCookie } from '../../lib/http/cookies.js';
import { origemDe, type Origem } from '../../lib/http/origem.js';
import { contextoDe } from '../../lib/http/contexto.js';

/**
 * Opens the session once the second step passed: the same answer and cookie as a plain password login. The step's
 * success row is written with the session, in one statement (both rows or neither), as a password login's is.
 */
async function concluirLogin(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  origem: Origem,
  evento: { usuarioId: string; metodo: string; motivo: string | null },
) {
  const { usuarioId, metodo } = evento;
  const sessao = await abrirSessao(app.db, app.tokens, app.config.sessionTtlHours, usuarioId, metodo, origem, {
    acao: 'login_2fa',
    sucesso: true,
    ...evento,
    ip: origem.ip,
    userAgent: origem.userAgent,
  });
  const usuario = await buscarUsuarioDaSessao(app.db, sessao.sessaoId, usuarioId);
  if (!usuario) throw desafioInvalido();
  gravarCookie(app, reply, sessao.refresh);
  reply.header('cache-control', 'no-store');
  return { ...usuarioRecord(usuario), token: sessao.token };
}

const erros = { 400: erroApiSchema, 401: erroApiSchema, 409: erroApiSchema, 429: erroApiSchema };

/** The second step of the password login (public: the single-use challenge is the credential). */
const login2faRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/usuario/login/2fa',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Segunda etapa do login: código do aplicativo autenticador ou código de recuperação',
        body: login2faBodySchema,
        response: { 200: loginResponseSchema, ...erros },
      },
    },
    async (req, reply) => {
      const ctx = contextoDe(app, req);
      const origem = origemDe(req);
      const { desafio, estado } = await lerDesafioValido(app.db, req.body.desafio, 'verificar');
      if (!estado.segredo || !estado.ativadoEm) throw desafioInvalido();
      const tipo = await verificarCodigo(ctx, origem, 'login_2fa', estado.usuarioId, estado.segredo, req.body.codigo, {
        permitirRecuperacao: true,
      });
      if (!(await consumirDesafio(app.db, desafio.id))) throw desafioInvalido();
      return concluirLogin(app, req, reply, origem, {
        usuarioId: estado.usuarioId,
        metodo: `${desafio.metodo}+2fa`,
        motivo: tipo === 'recuperacao' ? 'codigo_recuperacao' : null,
      });
    },
  );

  app.post(
    '/usuario/login/2fa/configurar',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Configuração obrigatória da verificação em duas etapas durante o login (equipe)',
        body: login2faDesafioBodySchema,
        response: { 200: configuracaoSegundoFatorSchema, ...erros },
      },
    },
    async (req, reply) => {
      const { estado } = await lerDesafioValido(app.db, req.body.desafio, 'configurar');
      reply.header('cache-control', 'no-store');
      return configurarSegundoFator(app.db, estado);
    },
  );

  app.post(
    '/usuario/login/2fa/ativar',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Ativa a verificação em duas etapas com um código válido e conclui o login',
        body: login2faAtivarBodySchema,
        response: { 200: loginAtivacaoResponseSchema, ...erros },
      },
    },
    async (req, reply) => {
      const ctx = contextoDe(app, req);
      const origem = origemDe(req);
      const { desafio, estado } = await lerDesafioValido(app.db, req.body.desafio, 'configurar');
      const codigosRecuperacao = await ativarSegundoFator(ctx, origem, estado, req.body.codigo);
      if (!(await consumirDesafio(app.db, desafio.id))) throw desafioInvalido();
      const concluido = await concluirLogin(app, req, reply, origem, {
        usuarioId: estado.usuarioId,
        metodo: `${desafio.metodo}+2fa`,
        motivo: 'configuracao',
      });
      return { ...concluido, codigosRecuperacao };
    },
  );
};

export default login2faRoutes;
