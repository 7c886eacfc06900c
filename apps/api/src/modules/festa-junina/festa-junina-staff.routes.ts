/**
 * Staff routes of the festa junina: event setup (CLI_PermissaoEventos: event, lots with prices per kind,
 * caps; numbers sold and checked in) and the gate (CLI_PermissaoPortaria: check-in, events list to choose).
 */
import {
  checkinBodySchema,
  erroApiSchema,
  eventoBodySchema,
  eventoStaffSchema,
  idParamsSchema,
  listaEventosStaffSchema,
  loteBodySchema,
  novoEventoBodySchema,
  respostaCheckinSchema,
  uuidDoCaminho,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuarioDe } from '../../lib/http/usuario.js';
import { origemDe } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { alterarEvento, alterarLote, carregarEventoStaff, criarEvento, criarLote, listarEventosStaff } from './eventos-staff.js';
import { cancelarIngresso, registrarCheckin } from './registrar-checkin.js';

const erros = { 400: erroApiSchema, 401: erroApiSchema, 403: erroApiSchema, 404: erroApiSchema, 409: erroApiSchema, 429: erroApiSchema };
const EVENTOS = ['CLI_PermissaoEventos'] as const;
const PORTARIA = ['CLI_PermissaoPortaria'] as const;
const EVENTOS_OU_PORTARIA = ['CLI_PermissaoEventos', 'CLI_PermissaoPortaria'] as const;
const loteParams = z.strictObject({ id: uuidDoCaminho, loteId: uuidDoCaminho });

const festaJuninaStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/festa-junina/staff/eventos',
    { config: { access: EVENTOS_OU_PORTARIA }, schema: { tags: ['festa junina (staff)'], summary: 'Eventos com lotes e números', response: { 200: listaEventosStaffSchema, ...erros } } },
    async () => ({ itens: await listarEventosStaff(app.db) }),
  );

  app.get(
    '/festa-junina/staff/eventos/:id',
    { config: { access: EVENTOS_OU_PORTARIA }, schema: { tags: ['festa junina (staff)'], summary: 'Um evento', params: idParamsSchema, response: { 200: eventoStaffSchema, ...erros } } },
    async (req) => carregarEventoStaff(app.db, req.params.id),
  );

  app.post(
    '/festa-junina/staff/eventos',
    { config: { access: EVENTOS }, schema: { tags: ['festa junina (staff)'], summary: 'Cria um evento (data de hoje em diante)', body: novoEventoBodySchema, response: { 201: eventoStaffSchema, ...erros } } },
    async (req, reply) => {
      const e = await criarEvento(app, req.body as Required<typeof req.body>);
      await registrarAuditoria(app.db, { acao: 'festa.evento_criado', sucesso: true, usuarioId: usuarioDe(req).id, ...origemDe(req), detalhes: { eventoId: e.id } });
      return reply.status(201).send(e);
    },
  );

  app.put(
    '/festa-junina/staff/eventos/:id',
    {
      config: { access: EVENTOS },
      schema: { tags: ['festa junina (staff)'], summary: 'Altera um evento', params: idParamsSchema, body: eventoBodySchema, response: { 200: eventoStaffSchema, ...erros } },
    },
    async (req) => {
      const e = await alterarEvento(app, req.params.id, req.body as Required<typeof req.body>);
      await registrarAuditoria(app.db, { acao: 'festa.evento_alterado', sucesso: true, usuarioId: usuarioDe(req).id, ...origemDe(req), detalhes: { eventoId: e.id } });
      return e;
    },
  );

  app.post(
    '/festa-junina/staff/eventos/:id/lotes',
    {
      config: { access: EVENTOS },
      schema: { tags: ['festa junina (staff)'], summary: 'Cria um lote', params: idParamsSchema, body: loteBodySchema, response: { 201: eventoStaffSchema, ...erros } },
    },
    async (req, reply) => {
      const e = await criarLote(app, req.params.id, req.body as Required<typeof req.body>);
      await registrarAuditoria(app.db, { acao: 'festa.lote_criado', sucesso: true, usuarioId: usuarioDe(req).id, ...origemDe(req), detalhes: { eventoId: e.id } });
      return reply.status(201).send(e);
    },
  );

  app.put(
    '/festa-junina/staff/eventos/:id/lotes/:loteId',
    {
      config: { access: EVENTOS },
      schema: { tags: ['festa junina (staff)'], summary: 'Altera um lote', params: loteParams, body: loteBodySchema, response: { 200: eventoStaffSchema, ...erros } },
    },
    async (req) => {
      const e = await alterarLote(app, req.params.id, req.params.loteId, req.body as Required<typeof req.body>);
      await registrarAuditoria(app.db, { acao: 'festa.lote_alterado', sucesso: true, usuarioId: usuarioDe(req).id, ...origemDe(req), detalhes: { eventoId: e.id, loteId: req.params.loteId } });
      return e;
    },
  );

  app.post(
    '/festa-junina/staff/check-in',
    {
      config: { access: PORTARIA },
      schema: { tags: ['festa junina (staff)'], summary: 'Registra a entrada de um ingresso (QR ou código curto): uma única vez', body: checkinBodySchema, response: { 200: respostaCheckinSchema, ...erros } },
    },
    async (req) => registrarCheckin(app, app.codigos, { usuarioId: usuarioDe(req).id }, req.body),
  );

  app.post(
    '/festa-junina/staff/ingressos/:id/cancelar',
    {
      config: { access: EVENTOS },
      schema: { tags: ['festa junina (staff)'], summary: 'Cancela um ingresso emitido (o QR é revogado)', params: idParamsSchema, response: { 204: z.null(), ...erros } },
    },
    async (req, reply) => {
      await cancelarIngresso(app, req.params.id);
      await registrarAuditoria(app.db, { acao: 'festa.ingresso_cancelado', sucesso: true, usuarioId: usuarioDe(req).id, ...origemDe(req), detalhes: { ingressoId: req.params.id } });
      return reply.status(204).send(null);
    },
  );
};

export default festaJuninaStaffRoutes;
