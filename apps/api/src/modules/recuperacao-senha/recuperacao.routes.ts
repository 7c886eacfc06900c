import {
  erroApiSchema,
  esqueciSenhaBodySchema,
  redefinirSenhaBodySchema,
  redefinirSenhaValidarBodySchema,
  redefinirSenhaValidarResponseSchema,
  respostaMensagemSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pedirRedefinicao, redefinirSenha, validarLinkRedefinicao } from './recuperar-senha.js';
import { contextoDe } from '../../lib/http/contexto.js';
import { origemDe } from '../../lib/http/origem.js';

const recuperacaoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/usuario/esqueci-senha',
    {
      config: { access: 'public' },
      schema: {
        tags: ['recuperação de senha'],
        summary: 'Envia o link de redefinição de senha (mesma resposta exista ou não a conta)',
        body: esqueciSenhaBodySchema,
        response: { 202: respostaMensagemSchema, 400: erroApiSchema, 429: erroApiSchema },
      },
    },
    async (req, reply) => {
      const mensagem = await pedirRedefinicao(contextoDe(app, req), origemDe(req), req.body.username);
      return reply.status(202).send({ mensagem });
    },
  );

  app.post(
    '/usuario/redefinir-senha/validar',
    {
      config: { access: 'public' },
      schema: {
        tags: ['recuperação de senha'],
        summary: 'Diz se o link de redefinição ainda vale (não o gasta)',
        body: redefinirSenhaValidarBodySchema,
        response: { 200: redefinirSenhaValidarResponseSchema, 400: erroApiSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { valido: await validarLinkRedefinicao(contextoDe(app, req), origemDe(req), req.body.token) };
    },
  );

  app.post(
    '/usuario/redefinir-senha',
    {
      config: { access: 'public' },
      schema: {
        tags: ['recuperação de senha'],
        summary: 'Define a nova senha com o link (uso único, 1 h) e encerra todas as sessões',
        body: redefinirSenhaBodySchema,
        response: { 200: respostaMensagemSchema, 400: erroApiSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { mensagem: await redefinirSenha(contextoDe(app, req), origemDe(req), req.body.token, req.body.senha) };
    },
  );
};

export default recuperacaoRoutes;
