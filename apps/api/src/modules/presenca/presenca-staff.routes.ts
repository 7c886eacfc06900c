/** Staff routes of the attendance lists (/wsapp/area-restrita/presenca…), behind CLI_PermissaoComissoes. */
import {
  abrirListaBodySchema,
  codigoPresencaSchema,
  dataEmSaoPaulo,
  listaPresencaSchema,
  listasPresencaSchema,
  marcarPresencaBodySchema,
  opcoesListaSchema,
  uuidDoCaminho,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { naoEncontrado } from '../../lib/app-error.js';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { ACESSO_COMISSOES } from '../comissoes/index.js';
import { codigoDaSala, segredoDaPresenca } from './codigo-sala.js';
import { csvPresenca } from './csv-presenca.js';
import { listas, opcoesDeLista, umaLista } from './presenca.repository.js';
import { abrirLista, encerrarLista, listaEncerrada, marcarPresenca } from './registrar-presenca.js';

const idParams = z.object({ id: uuidDoCaminho });
const TAGS = ['área restrita'];

const presencaStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const segredo = segredoDaPresenca(app.config);
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  const lista = async (id: string) => {
    const l = await umaLista(app.db, id);
    if (!l) throw naoEncontrado();
    return l;
  };

  app.get(
    '/area-restrita/presenca/listas',
    { config: { access: ACESSO_COMISSOES }, schema: { tags: TAGS, summary: 'Listas de presença (abertas primeiro)', response: { 200: listasPresencaSchema, ...erros } } },
    async () => ({ itens: await listas(app.db) }),
  );

  app.get(
    '/area-restrita/presenca/opcoes',
    {
      config: { access: ACESSO_COMISSOES },
      schema: { tags: TAGS, summary: 'Reuniões e sessões de julgamento que ainda não têm lista', response: { 200: opcoesListaSchema, ...erros } },
    },
    async () => opcoesDeLista(app.db),
  );

  app.post(
    '/area-restrita/presenca/listas',
    {
      config: { access: ACESSO_COMISSOES },
      schema: { tags: TAGS, summary: 'Abre a lista de uma reunião ou sessão', body: abrirListaBodySchema, response: { 201: listaPresencaSchema, ...erros } },
    },
    async (req, reply) => {
      const id = await abrirLista(app, usuarioDe(req), origemDe(req), req.body);
      return reply.status(201).send(await lista(id));
    },
  );

  app.get(
    '/area-restrita/presenca/listas/:id',
    { config: { access: ACESSO_COMISSOES }, schema: { tags: TAGS, summary: 'Uma lista com os presentes', params: idParams, response: { 200: listaPresencaSchema, ...erros } } },
    async (req) => lista(req.params.id),
  );

  app.get(
    '/area-restrita/presenca/listas/:id/codigo',
    {
      config: { access: ACESSO_COMISSOES },
      schema: {
        tags: TAGS,
        summary: 'O código atual do QR da sala (troca a cada 30 s)',
        params: idParams,
        response: { 200: codigoPresencaSchema, ...erros },
      },
    },
    async (req) => {
      const l = await lista(req.params.id);
      if (l.encerradaEm) throw listaEncerrada();
      const { codigo, trocaEm } = codigoDaSala(segredo, l.id);
      return { codigo, url: `${app.config.publicUrl}/presenca/${codigo}`, trocaEm: trocaEm.toISOString() };
    },
  );

  app.post(
    '/area-restrita/presenca/listas/:id/marcar',
    {
      config: { access: ACESSO_COMISSOES },
      schema: {
        tags: TAGS,
        summary: 'Marca a presença de alguém (CPF ou inscrição) com o motivo',
        params: idParams,
        body: marcarPresencaBodySchema,
        response: { 201: listaPresencaSchema, ...erros },
      },
    },
    async (req, reply) => {
      await marcarPresenca(app, usuarioDe(req), origemDe(req), req.params.id, req.body);
      return reply.status(201).send(await lista(req.params.id));
    },
  );

  app.post(
    '/area-restrita/presenca/listas/:id/encerrar',
    { config: { access: ACESSO_COMISSOES }, schema: { tags: TAGS, summary: 'Encerra a lista (não muda mais)', params: idParams, response: { 200: listaPresencaSchema, ...erros } } },
    async (req) => {
      await encerrarLista(app, usuarioDe(req), origemDe(req), req.params.id);
      return lista(req.params.id);
    },
  );

  app.get(
    '/area-restrita/presenca/listas/:id/csv',
    {
      config: { access: ACESSO_COMISSOES },
      schema: { tags: TAGS, summary: 'A lista em CSV (separador ;, UTF-8 com BOM)', params: idParams, response: { 200: z.any().describe('text/csv'), ...erros } },
    },
    async (req, reply) => {
      const l = await lista(req.params.id);
      await registrarAuditoria(app.db, {
        acao: 'presenca.lista_exportada',
        sucesso: true,
        usuarioId: usuarioDe(req).id,
        ...origemDe(req),
        detalhes: { listaId: l.id, pessoas: l.registros.length },
      });
      const nome = `presenca-${dataEmSaoPaulo(new Date(l.data))}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${nome}"; filename*=UTF-8''${nome}`)
        .header('x-content-type-options', 'nosniff')
        .send(csvPresenca(l));
    },
  );
};

export default presencaStaffRoutes;
