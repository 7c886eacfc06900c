/** Member routes of the request engine (/wsapp/requerimentos…) and the public receipt check (/wsapp/protocolos/verificar/:codigo). */
import {
  atualizarRequerimentoBodySchema,
  cancelarRequerimentoBodySchema,
  codigoParamsSchema,
  comprovanteSchema,
  criarRequerimentoBodySchema,
  documentoParamsSchema,
  documentoSchema,
  documentoUploadQuerySchema,
  elegibilidadeSchema,
  erroApiSchema,
  idParamsSchema,
  listarRequerimentosQuerySchema,
  paginaRequerimentosSchema,
  pendenciasSchema,
  requerimentoDetalheSchema,
  resumoRequerimentosSchema,
  tipoPorCodigo,
  verificacaoParamsSchema,
  verificacaoProtocoloSchema,
  hojeSaoPaulo,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { naoEncontrado } from '../../lib/app-error.js';
import { comprovanteDe, comprovantePdf, verificarProtocolo } from './comprovante.js';
import type { Ator, Escopo } from './contexto.js';
import { detalheRequerimento } from './detalhe.js';
import { aceitarArquivos, responderComArquivo } from '../../lib/armazenamento/envio-multipart.js';
import { anexarDocumentoDoPedido, lerDocumentoParaDownload, removerDocumento } from './documentos.js';
import { avaliarElegibilidade } from './elegibilidade.js';
import { enviarRequerimento } from './enviar-requerimento.js';
import { atualizarRascunho, criarRascunho } from './rascunho.js';
import { listarDoMembro, listarPorStatus, resumoDoMembro, titulosAbertos } from './requerimentos.repository.js';
import { aplicarTransicao } from './transicoes.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { contextoDe } from '../../lib/http/contexto.js';

const membro = (req: FastifyRequest): Ator => ({ tipo: 'membro', usuarioId: usuarioDe(req).id });
const dono = (req: FastifyRequest): Escopo => ({ tipo: 'dono', pessoaId: usuarioDe(req).pessoaId });

const requerimentosRoutes: FastifyPluginAsyncZod = async (app) => {
  await aceitarArquivos(app);
  // Nothing a member reads here may be kept by a shared cache.
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/requerimentos',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'Os requerimentos do membro, mais novos primeiro (filtros por área, status e abertos)',
        querystring: listarRequerimentosQuerySchema,
        response: { 200: paginaRequerimentosSchema, ...erros },
      },
    },
    async (req) => {
      const { area, status, abertos, pagina, tamanho } = req.query;
      const { itens, total } = await listarDoMembro(app.db, usuarioDe(req).pessoaId, {
        area,
        status,
        abertos: abertos === undefined ? undefined : abertos === 'true',
        pagina,
        tamanho,
      });
      return { itens, total, pagina, tamanho };
    },
  );

  app.get(
    '/requerimentos/pendencias',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'O que espera o membro: rascunhos, diligências, taxas a pagar e títulos em aberto',
        response: { 200: pendenciasSchema, ...erros },
      },
    },
    async (req) => {
      const pessoaId = usuarioDe(req).pessoaId;
      const [rascunhos, diligencias, aguardandoPagamento, titulos] = await Promise.all([
        listarPorStatus(app.db, pessoaId, 'rascunho'),
        listarPorStatus(app.db, pessoaId, 'em_diligencia'),
        listarPorStatus(app.db, pessoaId, 'aguardando_pagamento'),
        titulosAbertos(app.db, pessoaId, hojeSaoPaulo()),
      ]);
      return { rascunhos, diligencias, aguardandoPagamento, titulosAbertos: titulos };
    },
  );

  app.get(
    '/requerimentos/resumo',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'Os requerimentos abertos do membro contados por área: rascunhos, os que aguardam o membro e os em análise',
        response: { 200: resumoRequerimentosSchema, ...erros },
      },
    },
    async (req) => resumoDoMembro(app.db, usuarioDe(req).pessoaId),
  );

  app.get(
    '/requerimentos/tipos/:codigo/elegibilidade',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'Se o membro pode pedir este tipo agora, por quê não, e os requerimentos que podem ser o pai (269, 273)',
        params: codigoParamsSchema,
        response: { 200: elegibilidadeSchema, ...erros },
      },
    },
    async (req) => {
      const tipo = tipoPorCodigo(req.params.codigo);
      if (!tipo) throw naoEncontrado('Tipo de requerimento não encontrado.');
      return avaliarElegibilidade(app.db, usuarioDe(req).pessoaId, tipo, hojeSaoPaulo());
    },
  );

  app.post(
    '/requerimentos',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'Cria o rascunho de um requerimento (dados válidos e membro elegível)',
        body: criarRequerimentoBodySchema,
        response: { 201: requerimentoDetalheSchema, ...erros },
      },
    },
    async (req, reply) => {
      const linha = await criarRascunho(contextoDe(app, req), {
        pessoaId: usuarioDe(req).pessoaId,
        codigo: req.body.codigo,
        dados: req.body.dados,
        ator: membro(req),
      });
      return reply.status(201).send(await detalheRequerimento(app.db, linha.id, 'membro', dono(req)));
    },
  );

  app.get(
    '/requerimentos/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'Um requerimento do membro: dados, documentos, andamentos, taxa e ações possíveis',
        params: idParamsSchema,
        response: { 200: requerimentoDetalheSchema, ...erros },
      },
    },
    async (req) => detalheRequerimento(app.db, req.params.id, 'membro', dono(req)),
  );

  app.put(
    '/requerimentos/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'Salva de novo o formulário de um rascunho (409 depois de enviado)',
        params: idParamsSchema,
        body: atualizarRequerimentoBodySchema,
        response: { 200: requerimentoDetalheSchema, ...erros },
      },
    },
    async (req) => {
      await atualizarRascunho(contextoDe(app, req), { requerimentoId: req.params.id, escopo: dono(req), dados: req.body.dados });
      return detalheRequerimento(app.db, req.params.id, 'membro', dono(req));
    },
  );

  app.post(
    '/requerimentos/:id/documentos',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'Anexa um arquivo (multipart, campo "arquivo") ao documento `chave` de um rascunho',
        params: idParamsSchema,
        querystring: documentoUploadQuerySchema,
        response: { 201: documentoSchema, ...erros },
      },
    },
    async (req, reply) => {
      const doc = await anexarDocumentoDoPedido(contextoDe(app, req), req, {
        requerimentoId: req.params.id,
        escopo: dono(req),
        chave: req.query.chave,
      });
      return reply.status(201).send(doc);
    },
  );

  app.delete(
    '/requerimentos/:id/documentos/:documentoId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'Remove um documento de um rascunho',
        params: documentoParamsSchema,
        response: { 204: z.null().describe('Removido'), ...erros },
      },
    },
    async (req, reply) => {
      await removerDocumento(contextoDe(app, req), { requerimentoId: req.params.id, documentoId: req.params.documentoId, escopo: dono(req) });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/requerimentos/:id/documentos/:documentoId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'Baixa um documento do requerimento (anexo, com o tipo real do conteúdo)',
        params: documentoParamsSchema,
        response: { 200: z.any().describe('O arquivo (PDF, JPEG, PNG ou XML)'), ...erros },
      },
    },
    async (req, reply) => {
      const arquivo = await lerDocumentoParaDownload(contextoDe(app, req), {
        requerimentoId: req.params.id,
        documentoId: req.params.documentoId,
        escopo: dono(req),
      });
      return responderComArquivo(reply, arquivo);
    },
  );

  app.post(
    '/requerimentos/:id/enviar',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'Envia o rascunho: confere dados, documentos e elegibilidade; gera protocolo (e a taxa, se houver)',
        params: idParamsSchema,
        response: { 200: requerimentoDetalheSchema, ...erros },
      },
    },
    async (req) => {
      await enviarRequerimento(contextoDe(app, req), { requerimentoId: req.params.id, escopo: dono(req), ator: membro(req), origem: origemDe(req) });
      return detalheRequerimento(app.db, req.params.id, 'membro', dono(req));
    },
  );

  app.post(
    '/requerimentos/:id/cancelar',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'Cancela um rascunho ou um requerimento ainda não analisado',
        params: idParamsSchema,
        body: cancelarRequerimentoBodySchema.nullish(),
        response: { 200: requerimentoDetalheSchema, ...erros },
      },
    },
    async (req) => {
      await aplicarTransicao(contextoDe(app, req), {
        requerimentoId: req.params.id,
        escopo: dono(req),
        acao: 'cancelar',
        ator: membro(req),
        motivo: req.body?.motivo ?? null,
      });
      return detalheRequerimento(app.db, req.params.id, 'membro', dono(req));
    },
  );

  app.get(
    '/requerimentos/:id/comprovante',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'O comprovante de protocolo (com o QR code da verificação pública)',
        params: idParamsSchema,
        response: { 200: comprovanteSchema, ...erros },
      },
    },
    async (req) => comprovanteDe(contextoDe(app, req), req.params.id, dono(req)),
  );

  app.get(
    '/requerimentos/:id/comprovante.pdf',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requerimentos'],
        summary: 'O comprovante de protocolo em PDF',
        params: idParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...erros },
      },
    },
    async (req, reply) => {
      const { pdf, protocolo } = await comprovantePdf(contextoDe(app, req), req.params.id, dono(req));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="comprovante-${protocolo.replace('/', '-')}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  app.get(
    '/protocolos/verificar/:codigo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['requerimentos'],
        summary: 'Verificação pública de um comprovante pelo código (só as iniciais do requerente)',
        params: verificacaoParamsSchema,
        response: { 200: verificacaoProtocoloSchema, 400: erroApiSchema, 404: erroApiSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return verificarProtocolo(app.db, req.params.codigo);
    },
  );
};

export default requerimentosRoutes;
