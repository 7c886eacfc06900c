/** Public routes of the anonymous report (301): create, attach, send and follow up by key. They log nothing at all. */
import {
  acompanhamentoSchema,
  acompanharBodySchema,
  CABECALHO_CHAVE_ACOMPANHAMENTO,
  criarDenunciaAnonimaBodySchema,
  denunciaAnonimaCriadaSchema,
  documentoParamsSchema,
  documentoSchema,
  documentoUploadQuerySchema,
  erroApiSchema,
  idParamsSchema,
  type CodigoErro,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anexarDocumentoDoPedido, removerDocumento } from './documentos.js';
import { enviarRequerimento } from './enviar-requerimento.js';
import { acompanhamentoDe, criarDenunciaAnonima, escopoDaChave } from './denuncia-anonima.js';
import { clienteAnonimo } from './limite-por-cliente.js';
import { contextoDe } from '../../lib/http/contexto.js';
import { aceitarArquivos } from '../../lib/armazenamento/envio-multipart.js';

const erros = {
  400: erroApiSchema,
  404: erroApiSchema,
  409: erroApiSchema,
  413: erroApiSchema,
  415: erroApiSchema,
  422: erroApiSchema,
  429: erroApiSchema,
};

/**
 * No identity: access 'public' (no session is read, even when the browser sends one), no log line of any
 * kind (logLevel 'silent': no request/response lines, no error lines), no audit row. The only use of the
 * address is a per-client counter under a keyed hash that changes daily, held in the limiter store only.
 */
const ANONIMO = { config: { access: 'public' as const }, logLevel: 'silent' as const };

const escopo = (req: FastifyRequest) => escopoDaChave(req.headers[CABECALHO_CHAVE_ACOMPANHAMENTO]);
const cabecalhos = z.object({
  [CABECALHO_CHAVE_ACOMPANHAMENTO]: z.string().optional().describe('A chave de acompanhamento (XXXX-XXXX-XXXX-XXXX-XXXX)'),
});
/** The key travels in a header or in the body, never in the URL: no query parameter is accepted. */
const semQuery = z.strictObject({});

const ouvidoriaAnonimaRoutes: FastifyPluginAsyncZod = async (app) => {
  await aceitarArquivos(app);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.post(
    '/ouvidoria/anonima',
    {
      ...ANONIMO,
      schema: {
        tags: ['ouvidoria'],
        summary: 'Cria o rascunho de uma denúncia anônima (301); devolve a chave de acompanhamento, mostrada uma só vez',
        querystring: semQuery,
        body: criarDenunciaAnonimaBodySchema,
        response: { 201: denunciaAnonimaCriadaSchema, ...erros },
      },
    },
    async (req, reply) => {
      // The address is turned into today's opaque client name here and goes no further (ADR 010).
      const cliente = clienteAnonimo((dia) => app.tokens.chaveDerivada(`ouvidoria-anonima:cliente:${dia}`), req.ip);
      const criada = await criarDenunciaAnonima({ db: app.db, limiter: app.limiter }, req.body.dados, cliente);
      return reply.status(201).send(criada);
    },
  );

  app.post(
    '/ouvidoria/anonima/:id/documentos',
    {
      ...ANONIMO,
      schema: {
        tags: ['ouvidoria'],
        summary: 'Anexa um arquivo (multipart, campo "arquivo") ao rascunho da denúncia; a chave vai no cabeçalho',
        params: idParamsSchema,
        querystring: documentoUploadQuerySchema,
        headers: cabecalhos,
        response: { 201: documentoSchema, ...erros },
      },
    },
    async (req, reply) => {
      const doc = await anexarDocumentoDoPedido(contextoDe(app, req), req, { requerimentoId: req.params.id, escopo: escopo(req), chave: req.query.chave });
      return reply.status(201).send(doc);
    },
  );

  app.delete(
    '/ouvidoria/anonima/:id/documentos/:documentoId',
    {
      ...ANONIMO,
      schema: {
        tags: ['ouvidoria'],
        summary: 'Remove um arquivo do rascunho da denúncia; a chave vai no cabeçalho',
        params: documentoParamsSchema,
        querystring: semQuery,
        headers: cabecalhos,
        response: { 204: z.null().describe('Removido'), ...erros },
      },
    },
    async (req, reply) => {
      await removerDocumento(contextoDe(app, req), { requerimentoId: req.params.id, documentoId: req.params.documentoId, escopo: escopo(req) });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/ouvidoria/anonima/:id/enviar',
    {
      ...ANONIMO,
      schema: {
        tags: ['ouvidoria'],
        summary: 'Envia a denúncia anônima (protocolo); a chave vai no cabeçalho',
        params: idParamsSchema,
        querystring: semQuery,
        headers: cabecalhos,
        response: { 200: acompanhamentoSchema, ...erros },
      },
    },
    async (req) => {
      const e = escopo(req);
      await enviarRequerimento(contextoDe(app, req), { requerimentoId: req.params.id, escopo: e, ator: { tipo: 'membro', usuarioId: null } });
      return acompanhamentoDe(app.db, e);
    },
  );

  app.post(
    '/ouvidoria/acompanhamento',
    {
      ...ANONIMO,
      schema: {
        tags: ['ouvidoria'],
        summary: 'Acompanha uma denúncia anônima pela chave (no corpo, nunca na URL)',
        querystring: semQuery,
        body: acompanharBodySchema,
        response: { 200: acompanhamentoSchema, ...erros },
      },
    },
    async (req) => {
      return acompanhamentoDe(app.db, escopoDaChave(req.body.chave));
    },
  );

  // A wrong method or an unknown path under /wsapp/ouvidoria (e.g. GET …/anonima/<id>/documentos) would reach
  // the app's not-found handler, which logs the request with the report's id: answer the same 404 here, silently.
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/ouvidoria/*',
    ...ANONIMO,
    schema: { hide: true, response: { 404: erroApiSchema } },
    handler: async (_req, reply) => reply.status(404).send({ mensagem: 'Recurso não encontrado.', codigo: 'NAO_ENCONTRADO' satisfies CodigoErro }),
  });
};

export default ouvidoriaAnonimaRoutes;
