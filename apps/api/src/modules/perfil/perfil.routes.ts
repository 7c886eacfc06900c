import {
  atualizarCadastroResponseSchema,
  cadastroSchema,
  confirmarEmailResponseSchema,
  confirmarEmailSchema,
  dadosCadastraisSchema,
  erroApiSchema,
  historicoCadastralQuerySchema,
  historicoCadastralResponseSchema,
  trocarEmailResponseSchema,
  trocarEmailSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { naoEncontrado } from '../../lib/app-error.js';
import { atualizarCadastro } from './atualizar-cadastro.js';
import { lerCadastro, listarHistorico } from './perfil.repository.js';
import { confirmarTrocaEmail, solicitarTrocaEmail } from './trocar-email.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { origemDe } from '../../lib/http/origem.js';
import { contextoDe } from '../../lib/http/contexto.js';

const erros = { 400: erroApiSchema, 401: erroApiSchema, 403: erroApiSchema, 404: erroApiSchema };

/** /atualizacao-cadastral: the member's own data, its history, and the e-mail change. */
const perfilRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usuario/cadastro',
    {
      config: { access: 'user' },
      schema: {
        tags: ['perfil'],
        summary: 'Os dados cadastrais do usuário da sessão',
        response: { 200: cadastroSchema, ...erros },
      },
    },
    async (req, reply) => {
      const cadastro = await lerCadastro(app.db, usuarioDe(req).id);
      if (!cadastro) throw naoEncontrado('Cadastro não encontrado.');
      reply.header('cache-control', 'no-store');
      return cadastro;
    },
  );

  app.put(
    '/usuario/cadastro',
    {
      config: { access: 'user' },
      schema: {
        tags: ['perfil'],
        summary: 'Atualiza contato e endereço; grava no histórico só o que mudou',
        body: dadosCadastraisSchema,
        response: { 200: atualizarCadastroResponseSchema, ...erros },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return atualizarCadastro(app.db, usuarioDe(req), req.body, origemDe(req));
    },
  );

  app.get(
    '/usuario/historico-cadastral',
    {
      config: { access: 'user' },
      schema: {
        tags: ['perfil'],
        summary: 'Histórico das alterações cadastrais do usuário, mais recentes primeiro',
        querystring: historicoCadastralQuerySchema,
        response: { 200: historicoCadastralResponseSchema, ...erros },
      },
    },
    async (req, reply) => {
      const { pagina, tamanho } = req.query;
      const { itens, total } = await listarHistorico(app.db, usuarioDe(req).pessoaId, pagina, tamanho);
      reply.header('cache-control', 'no-store');
      return { itens: itens.map((i) => ({ ...i, em: i.em.toISOString() })), total, pagina, tamanho };
    },
  );

  app.post(
    '/usuario/email',
    {
      config: { access: 'user' },
      schema: {
        tags: ['perfil'],
        summary: 'Pede a troca do e-mail: senha atual exigida; link de confirmação ao novo endereço',
        body: trocarEmailSchema,
        response: { 202: trocarEmailResponseSchema, ...erros, 429: erroApiSchema },
      },
    },
    async (req, reply) => {
      const r = await solicitarTrocaEmail(
        contextoDe(app, req),
        origemDe(req),
        usuarioDe(req).id,
        req.body.novoEmail,
        req.body.senhaAtual,
      );
      return reply.status(202).send(r);
    },
  );

  app.post(
    '/usuario/email/confirmar',
    {
      // Public: the link may be opened on a phone where the member is not signed in; the token proves it.
      config: { access: 'public' },
      schema: {
        tags: ['perfil'],
        summary: 'Confirma a troca de e-mail pelo link enviado ao novo endereço',
        body: confirmarEmailSchema,
        response: { 200: confirmarEmailResponseSchema, 400: erroApiSchema, 409: erroApiSchema, 410: erroApiSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmarTrocaEmail(app, req.body.token, origemDe(req));
    },
  );
};

export default perfilRoutes;
