/** Staff routes of the commissions (/wsapp/area-restrita/comissoes…), behind CLI_PermissaoComissoes. */
import {
  comissaoBodySchema,
  comissaoStaffSchema,
  comissoesStaffSchema,
  encerrarMandatoBodySchema,
  hojeSaoPaulo,
  nomeacaoBodySchema,
  reuniaoBodySchema,
  uuidDoCaminho,
  type Permissao,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { comissaoStaff, comissoesStaff } from './comissoes.repository.js';
import { encerrarMandato, nomearMembro } from './nomear-membro.js';
import { agendarReuniao, comissaoNaoEncontrada, criarComissao, editarComissao } from './salvar-comissao.js';

export const ACESSO_COMISSOES: readonly Permissao[] = ['CLI_PermissaoComissoes'];
const idParams = z.object({ id: uuidDoCaminho });
const membroParams = z.object({ id: uuidDoCaminho, membroId: uuidDoCaminho });
const TAGS = ['área restrita'];

const comissoesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  const umaComissao = async (id: string) => {
    const c = await comissaoStaff(app.db, id, hojeSaoPaulo());
    if (!c) throw comissaoNaoEncontrada();
    return c;
  };

  app.get(
    '/area-restrita/comissoes',
    { config: { access: ACESSO_COMISSOES }, schema: { tags: TAGS, summary: 'Comissões', response: { 200: comissoesStaffSchema, ...erros } } },
    async () => ({ itens: await comissoesStaff(app.db, hojeSaoPaulo()) }),
  );

  app.post(
    '/area-restrita/comissoes',
    {
      config: { access: ACESSO_COMISSOES },
      schema: { tags: TAGS, summary: 'Cria uma comissão', body: comissaoBodySchema, response: { 201: comissaoStaffSchema, ...erros } },
    },
    async (req, reply) => {
      const id = await criarComissao(app, usuarioDe(req), origemDe(req), req.body);
      return reply.status(201).send(await umaComissao(id));
    },
  );

  app.get(
    '/area-restrita/comissoes/:id',
    {
      config: { access: ACESSO_COMISSOES },
      schema: { tags: TAGS, summary: 'Uma comissão: membros (com frequência) e reuniões', params: idParams, response: { 200: comissaoStaffSchema, ...erros } },
    },
    async (req) => umaComissao(req.params.id),
  );

  app.put(
    '/area-restrita/comissoes/:id',
    {
      config: { access: ACESSO_COMISSOES },
      schema: { tags: TAGS, summary: 'Altera nome, tipo e finalidade', params: idParams, body: comissaoBodySchema, response: { 200: comissaoStaffSchema, ...erros } },
    },
    async (req) => {
      await editarComissao(app, usuarioDe(req), origemDe(req), req.params.id, req.body);
      return umaComissao(req.params.id);
    },
  );

  app.post(
    '/area-restrita/comissoes/:id/membros',
    {
      config: { access: ACESSO_COMISSOES },
      schema: {
        tags: TAGS,
        summary: 'Nomeia um membro (CPF ou inscrição, função, portaria, mandato)',
        params: idParams,
        body: nomeacaoBodySchema,
        response: { 201: comissaoStaffSchema, ...erros },
      },
    },
    async (req, reply) => {
      await nomearMembro(app, usuarioDe(req), origemDe(req), req.params.id, req.body);
      return reply.status(201).send(await umaComissao(req.params.id));
    },
  );

  app.post(
    '/area-restrita/comissoes/:id/membros/:membroId/encerrar',
    {
      config: { access: ACESSO_COMISSOES },
      schema: {
        tags: TAGS,
        summary: 'Encerra um mandato na data informada',
        params: membroParams,
        body: encerrarMandatoBodySchema,
        response: { 200: comissaoStaffSchema, ...erros },
      },
    },
    async (req) => {
      await encerrarMandato(app, usuarioDe(req), origemDe(req), req.params.id, req.params.membroId, req.body.fim);
      return umaComissao(req.params.id);
    },
  );

  app.post(
    '/area-restrita/comissoes/:id/reunioes',
    {
      config: { access: ACESSO_COMISSOES },
      schema: { tags: TAGS, summary: 'Agenda uma reunião', params: idParams, body: reuniaoBodySchema, response: { 201: comissaoStaffSchema, ...erros } },
    },
    async (req, reply) => {
      await agendarReuniao(app, usuarioDe(req), origemDe(req), req.params.id, req.body);
      return reply.status(201).send(await umaComissao(req.params.id));
    },
  );
};

export default comissoesStaffRoutes;
