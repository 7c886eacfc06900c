import {
  cadastroBodySchema,
  confirmarEmailBodySchema,
  erroApiSchema,
  reenviarConfirmacaoBodySchema,
  respostaMensagemSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmarEmail, reenviarConfirmacao } from './confirmar-email.js';
import { registrarPessoa } from './registrar-pessoa.js';
import { contextoDe } from '../../lib/http/contexto.js';
import { origemDe } from '../../lib/http/origem.js';

const erros = { 400: erroApiSchema, 429: erroApiSchema };

const cadastroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pessoa/salvar',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cadastro'],
        summary: 'Cadastro de advogado (inscrito no cadastro) ou colaborador; ativado pela confirmação do e-mail',
        body: cadastroBodySchema,
        response: { 202: respostaMensagemSchema, ...erros },
      },
    },
    async (req, reply) => {
      const mensagem = await registrarPessoa(contextoDe(app, req), origemDe(req), req.body);
      reply.header('cache-control', 'no-store');
      return reply.status(202).send({ mensagem });
    },
  );

  app.post(
    '/pessoa/confirmar-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cadastro'],
        summary: 'Confirma o e-mail do cadastro com o link enviado (uso único, 24 h)',
        body: confirmarEmailBodySchema,
        response: { 200: respostaMensagemSchema, 400: erroApiSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { mensagem: await confirmarEmail(contextoDe(app, req), origemDe(req), req.body.token) };
    },
  );

  app.post(
    '/pessoa/reenviar-confirmacao',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cadastro'],
        summary: 'Envia um novo link de confirmação (mesma resposta exista ou não o cadastro)',
        body: reenviarConfirmacaoBodySchema,
        response: { 202: respostaMensagemSchema, ...erros },
      },
    },
    async (req, reply) => {
      const mensagem = await reenviarConfirmacao(contextoDe(app, req), origemDe(req), req.body.email);
      return reply.status(202).send({ mensagem });
    },
  );
};

export default cadastroRoutes;
