/**
 * Staff review of requests in the restricted area (/wsapp/area-restrita/requerimentos…): the queue, one
 * request with its documents, and status changes along TRANSICOES. The engine (modules/requerimentos) does
 * the work; these routes add who may see what (area and sensitive permissions) and the audit of reads.
 */
import {
  documentoParamsSchema,
  filaQuerySchema,
  idParamsSchema,
  paginaFilaSchema,
  requerimentoStaffSchema,
  transicaoBodySchema,
  type Permissao,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aceitarArquivos, responderComArquivo } from '../../lib/armazenamento/envio-multipart.js';
import { lerDocumentoParaDownload } from './documentos.js';
import { aplicarTransicao } from './transicoes.js';
import { visaoDoStaff } from './acesso-staff.js';
import { listarFila } from './fila.repository.js';
import { auditarLeituraSensivel, lerRequerimentoStaff, requerimentoVisivelAoStaff } from './leitura-staff.js';
import requerimentosInternoRoutes from './requerimentos-interno.routes.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { contextoDe } from '../../lib/http/contexto.js';

/** Review of OAB/CASAG requests or of ombudsman reports; the services narrow it down by area and sensitivity. */
export const ACESSO_REVISAO: readonly Permissao[] = ['CLI_PermissaoRequerimentos', 'CLI_PermissaoOuvidoria'];

const requerimentosStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await aceitarArquivos(app);
  // Requests and documents of members: never kept by a shared cache.
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/area-restrita/requerimentos',
    {
      config: { access: ACESSO_REVISAO },
      schema: {
        tags: ['área restrita'],
        summary: 'Fila de análise: requerimentos por área, tipo, status e idade, o status mais antigo primeiro',
        querystring: filaQuerySchema,
        response: { 200: paginaFilaSchema, ...erros },
      },
    },
    async (req) => {
      const { pagina, tamanho, ...filtros } = req.query;
      const { itens, total } = await listarFila(app.db, visaoDoStaff(usuarioDe(req).permissoes), { ...filtros, pagina, tamanho });
      return { itens, total, pagina, tamanho };
    },
  );

  app.get(
    '/area-restrita/requerimentos/:id',
    {
      config: { access: ACESSO_REVISAO },
      schema: {
        tags: ['área restrita'],
        summary: 'Um requerimento para análise: dados, requerente, documentos, andamentos e as mudanças de status possíveis',
        params: idParamsSchema,
        response: { 200: requerimentoStaffSchema, ...erros },
      },
    },
    async (req) => lerRequerimentoStaff(app.db, usuarioDe(req), req.params.id, origemDe(req)),
  );

  app.get(
    '/area-restrita/requerimentos/:id/documentos/:documentoId',
    {
      config: { access: ACESSO_REVISAO },
      schema: {
        tags: ['área restrita'],
        summary: 'Baixa um documento de um requerimento em análise',
        params: documentoParamsSchema,
        response: { 200: z.any().describe('O arquivo (PDF, JPEG, PNG ou XML)'), ...erros },
      },
    },
    async (req, reply) => {
      const linha = await requerimentoVisivelAoStaff(app.db, usuarioDe(req), req.params.id);
      const arquivo = await lerDocumentoParaDownload(contextoDe(app, req), {
        requerimentoId: linha.id,
        documentoId: req.params.documentoId,
        escopo: { tipo: 'staff' },
      });
      try {
        await auditarLeituraSensivel(app.db, usuarioDe(req), linha, origemDe(req), req.params.documentoId);
      } catch (erro) {
        arquivo.corpo.destroy();
        throw erro;
      }
      return responderComArquivo(reply, arquivo);
    },
  );

  app.post(
    '/area-restrita/requerimentos/:id/transicoes',
    {
      config: { access: ACESSO_REVISAO },
      schema: {
        tags: ['área restrita'],
        summary: 'Muda o status (iniciar análise, pedir diligência com prazo, deferir, indeferir, arquivar), com o motivo',
        params: idParamsSchema,
        body: transicaoBodySchema,
        response: { 200: requerimentoStaffSchema, ...erros },
      },
    },
    async (req) => {
      const usuario = usuarioDe(req);
      const linha = await requerimentoVisivelAoStaff(app.db, usuario, req.params.id);
      await aplicarTransicao(contextoDe(app, req), {
        requerimentoId: linha.id,
        acao: req.body.acao,
        ator: { tipo: 'staff', usuarioId: usuario.id },
        motivo: req.body.motivo ?? null,
        prazo: req.body.prazo ?? null,
        origem: origemDe(req),
      });
      return lerRequerimentoStaff(app.db, usuario, linha.id, origemDe(req));
    },
  );

  await app.register(requerimentosInternoRoutes);
};

export default requerimentosStaffRoutes;
