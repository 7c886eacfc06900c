/** Staff routes of the administrative processes (/wsapp/area-restrita/processos…), behind CLI_PermissaoProcessos. */
import {
  advogadoNovoSchema,
  documentoProcessoQuerySchema,
  movimentoNovoSchema,
  parteNovaSchema,
  prazoNovoSchema,
  processoEdicaoSchema,
  processoNovoSchema,
  processosStaffQuerySchema,
  processosStaffSchema,
  processoStaffSchema,
  uuidDoCaminho,
  type Permissao,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../lib/http/erros.js';
import { contextoDe } from '../../lib/http/contexto.js';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { abrirPrazo, cumprirPrazo } from './abrir-prazo.js';
import { anexarDocumentoProcesso, baixarDocumentoProcesso } from './anexar-documento-processo.js';
import { auditarProcesso } from './auditoria-staff.js';
import { lancarMovimentoStaff } from './lancar-movimento-staff.js';
import { incluirAdvogado, incluirParte, removerAdvogado, removerParte } from './partes-processo.js';
import { detalheProcessoStaff, listarProcessosStaff } from './processos-staff.repository.js';
import { atualizarProcesso, registrarProcesso } from './registrar-processo.js';
import { aceitarArquivos } from '../../lib/armazenamento/envio-multipart.js';

const ACESSO: readonly Permissao[] = ['CLI_PermissaoProcessos'];
const TAGS = ['área restrita'];
const idParams = z.object({ id: uuidDoCaminho });
const parteParams = z.object({ id: uuidDoCaminho, parteId: uuidDoCaminho });
const advogadoParams = z.object({ id: uuidDoCaminho, parteId: uuidDoCaminho, advogadoId: uuidDoCaminho });
const documentoParams = z.object({ id: uuidDoCaminho, documentoId: uuidDoCaminho });
const prazoParams = z.object({ id: uuidDoCaminho, prazoId: uuidDoCaminho });
const detalhe = { 200: processoStaffSchema, ...erros };
const criado = { 201: processoStaffSchema, ...erros };

const processosStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await aceitarArquivos(app);
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  /** The full staff view, without audit (after a change the staff member made: the read that matters was audited). */
  const ver = (id: string) => detalheProcessoStaff(app.db, id);

  app.get(
    '/area-restrita/processos',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Processos (todos, sigilosos inclusive) com filtros, paginados', querystring: processosStaffQuerySchema, response: { 200: processosStaffSchema, ...erros } },
    },
    async (req) => listarProcessosStaff(app.db, req.query),
  );

  app.post(
    '/area-restrita/processos',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Registra (autua) um processo; o número AAAA.NNNNNN vem do contador do ano', body: processoNovoSchema, response: criado },
    },
    async (req, reply) => {
      const id = await registrarProcesso(app, usuarioDe(req), origemDe(req), req.body);
      return reply.status(201).send(await ver(id));
    },
  );

  app.get(
    '/area-restrita/processos/:id',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Visão da equipe de um processo (tudo); a leitura de um sigiloso fica na auditoria', params: idParams, response: detalhe },
    },
    async (req) => {
      const p = await ver(req.params.id);
      if (p.sigiloso) await auditarProcesso(app.db, usuarioDe(req), origemDe(req), 'leitura_sigiloso', { processoId: p.id, numero: p.numero });
      return p;
    },
  );

  app.put(
    '/area-restrita/processos/:id',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Altera fase, situação, sigilo, órgão e relator', params: idParams, body: processoEdicaoSchema, response: detalhe },
    },
    async (req) => {
      await atualizarProcesso(app, usuarioDe(req), origemDe(req), req.params.id, req.body);
      return ver(req.params.id);
    },
  );

  app.post(
    '/area-restrita/processos/:id/partes',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Inclui uma parte (pessoa do portal por CPF ou inscrição, ou pessoa de fora pelo nome)', params: idParams, body: parteNovaSchema, response: criado },
    },
    async (req, reply) => {
      await incluirParte(app, usuarioDe(req), origemDe(req), req.params.id, req.body);
      return reply.status(201).send(await ver(req.params.id));
    },
  );

  app.delete(
    '/area-restrita/processos/:id/partes/:parteId',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Remove uma parte (e seus advogados)', params: parteParams, response: detalhe },
    },
    async (req) => {
      await removerParte(app, usuarioDe(req), origemDe(req), req.params.id, req.params.parteId);
      return ver(req.params.id);
    },
  );

  app.post(
    '/area-restrita/processos/:id/partes/:parteId/advogados',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Inclui um advogado de uma parte (pessoa do portal por CPF ou inscrição)', params: parteParams, body: advogadoNovoSchema, response: criado },
    },
    async (req, reply) => {
      await incluirAdvogado(app, usuarioDe(req), origemDe(req), req.params.id, req.params.parteId, req.body.identificador);
      return reply.status(201).send(await ver(req.params.id));
    },
  );

  app.delete(
    '/area-restrita/processos/:id/partes/:parteId/advogados/:advogadoId',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Remove um advogado de uma parte', params: advogadoParams, response: detalhe },
    },
    async (req) => {
      await removerAdvogado(app, usuarioDe(req), origemDe(req), req.params.id, req.params.parteId, req.params.advogadoId);
      return ver(req.params.id);
    },
  );

  app.post(
    '/area-restrita/processos/:id/movimentos',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Lança um movimento (público ou não)', params: idParams, body: movimentoNovoSchema, response: criado },
    },
    async (req, reply) => {
      await lancarMovimentoStaff(app, usuarioDe(req), origemDe(req), req.params.id, req.body);
      return reply.status(201).send(await ver(req.params.id));
    },
  );

  app.post(
    '/area-restrita/processos/:id/documentos',
    {
      config: { access: ACESSO },
      schema: {
        tags: TAGS,
        summary: 'Junta um documento PDF (multipart, campo "arquivo"); ?publico=false para um documento não público',
        params: idParams,
        querystring: documentoProcessoQuerySchema,
        response: criado,
      },
    },
    async (req, reply) => {
      await anexarDocumentoProcesso(contextoDe(app, req), req, usuarioDe(req), origemDe(req), req.params.id, req.query.publico === 'true');
      return reply.status(201).send(await ver(req.params.id));
    },
  );

  app.get(
    '/area-restrita/processos/:id/documentos/:documentoId',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Baixa um documento do processo (a leitura de um sigiloso fica na auditoria)', params: documentoParams, response: { 200: z.any().describe('O arquivo PDF'), ...erros } },
    },
    async (req, reply) => baixarDocumentoProcesso(contextoDe(app, req), reply, usuarioDe(req), origemDe(req), req.params.id, req.params.documentoId),
  );

  app.post(
    '/area-restrita/processos/:id/prazos',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Abre um prazo (dias úteis ou corridos; de uma parte, opcionalmente)', params: idParams, body: prazoNovoSchema, response: criado },
    },
    async (req, reply) => {
      await abrirPrazo(app, usuarioDe(req), origemDe(req), req.params.id, req.body);
      return reply.status(201).send(await ver(req.params.id));
    },
  );

  app.post(
    '/area-restrita/processos/:id/prazos/:prazoId/cumprir',
    {
      config: { access: ACESSO },
      schema: { tags: TAGS, summary: 'Marca um prazo como cumprido', params: prazoParams, response: detalhe },
    },
    async (req) => {
      await cumprirPrazo(app, usuarioDe(req), origemDe(req), req.params.id, req.params.prazoId);
      return ver(req.params.id);
    },
  );
};

export default processosStaffRoutes;
