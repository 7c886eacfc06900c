import {
  dependenteEntradaSchema,
  dependenteIdParamsSchema,
  dependenteSchema,
  erroApiSchema,
  listaDependentesSchema,
  removerDependenteResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usuarioDe } from '../../lib/http/usuario.js';
import { dependentesDe } from './dependentes.repository.js';
import { editarDependente } from './editar-dependente.js';
import { incluirDependente, paraApi } from './incluir-dependente.js';
import { removerDependente } from './remover-dependente.js';

const erros = { 400: erroApiSchema, 401: erroApiSchema, 403: erroApiSchema, 404: erroApiSchema };

/** /atualizacao-cadastral, "Dependentes": the signed-in person's own registry (lawyers and collaborators alike). */
const dependentesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dependentes',
    {
      config: { access: 'user' },
      schema: {
        tags: ['dependentes'],
        summary: 'Os dependentes atuais do usuário da sessão, por nome',
        response: { 200: listaDependentesSchema, ...erros },
      },
    },
    async (req, reply) => {
      const itens = await dependentesDe(app.db, usuarioDe(req).pessoaId);
      reply.header('cache-control', 'no-store');
      return { itens: itens.map(paraApi) };
    },
  );

  app.post(
    '/dependentes',
    {
      config: { access: 'user' },
      schema: {
        tags: ['dependentes'],
        summary: 'Inclui um dependente; grava a inclusão no histórico cadastral',
        body: dependenteEntradaSchema,
        response: { 201: dependenteSchema, ...erros, 409: erroApiSchema },
      },
    },
    async (req, reply) => {
      const d = await incluirDependente(app, usuarioDe(req), req.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(d);
    },
  );

  app.put(
    '/dependentes/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['dependentes'],
        summary: 'Altera um dependente; grava antes e depois no histórico cadastral',
        params: dependenteIdParamsSchema,
        body: dependenteEntradaSchema,
        response: { 200: dependenteSchema, ...erros, 409: erroApiSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return editarDependente(app, usuarioDe(req), req.params.id, req.body);
    },
  );

  app.delete(
    '/dependentes/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['dependentes'],
        summary: 'Remove um dependente (fica no histórico e na exportação de dados)',
        params: dependenteIdParamsSchema,
        response: { 200: removerDependenteResponseSchema, ...erros },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return removerDependente(app, usuarioDe(req), req.params.id);
    },
  );
};

export default dependentesRoutes;
