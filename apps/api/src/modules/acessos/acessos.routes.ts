/**
 * Access management (/area-restrita/acessos, CLI_PermissaoAcessos): search accounts, change their flags with a
 * reason (audited, in the person's history, in force on the account's next request on every instance) and the
 * holders of every flag, on screen and as CSV (ADR 040).
 */
import {
  alterarPermissoesBodySchema,
  alterarPermissoesResponseSchema,
  buscaAcessosQuerySchema,
  buscaAcessosResponseSchema,
  contaAcessoParamsSchema,
  hojeSaoPaulo,
  titularesResponseSchema,
  type Permissao,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registrarAuditoria } from '../auditoria/index.js';
import { tipoDaBusca } from '../../lib/busca-pessoa.js';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { buscarContas, listarTitulares } from './acessos.repository.js';
import { alterarPermissoes } from './alterar-permissoes.js';
import { csvTitulares } from './csv-titulares.js';

const ACESSO: readonly Permissao[] = ['CLI_PermissaoAcessos'];

const acessosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/area-restrita/acessos/contas',
    {
      config: { access: ACESSO },
      schema: {
        tags: ['área restrita'],
        summary: 'Busca contas por nome, CPF ou inscrição, com as permissões de cada uma (até 20)',
        querystring: buscaAcessosQuerySchema,
        response: { 200: buscaAcessosResponseSchema, ...erros },
      },
    },
    async (req) => {
      const r = await buscarContas(app.db, req.query.busca);
      await registrarAuditoria(app.db, {
        acao: 'acessos_consultados',
        sucesso: true,
        usuarioId: usuarioDe(req).id,
        ...origemDe(req),
        detalhes: { busca: tipoDaBusca(req.query.busca), contas: r.itens.length },
      });
      return r;
    },
  );

  app.put(
    '/area-restrita/acessos/contas/:usuarioId/permissoes',
    {
      config: { access: ACESSO },
      schema: {
        tags: ['área restrita'],
        summary:
          'Concede (true) e retira (false) permissões de uma conta, com o motivo; vai para a auditoria e o histórico da pessoa e vale na próxima requisição dela. A última conta com CLI_PermissaoAcessos não a perde',
        params: contaAcessoParamsSchema,
        body: alterarPermissoesBodySchema,
        response: { 200: alterarPermissoesResponseSchema, ...erros },
      },
    },
    async (req) => alterarPermissoes(app, usuarioDe(req), origemDe(req), req.params.usuarioId, req.body),
  );

  app.get(
    '/area-restrita/acessos/titulares',
    {
      config: { access: ACESSO },
      schema: {
        tags: ['área restrita'],
        summary: 'Quem tem cada permissão',
        response: { 200: titularesResponseSchema, ...erros },
      },
    },
    async () => ({ permissoes: await listarTitulares(app.db) }),
  );

  app.get(
    '/area-restrita/acessos/titulares/csv',
    {
      config: { access: ACESSO },
      schema: {
        tags: ['área restrita'],
        summary: 'Quem tem cada permissão, em CSV (separador ;, UTF-8 com BOM); a exportação fica na auditoria',
        response: { 200: z.any().describe('text/csv'), ...erros },
      },
    },
    async (req, reply) => {
      const lista = await listarTitulares(app.db);
      await registrarAuditoria(app.db, {
        acao: 'acessos_exportados',
        sucesso: true,
        usuarioId: usuarioDe(req).id,
        ...origemDe(req),
        detalhes: { linhas: lista.reduce((n, p) => n + p.titulares.length, 0) },
      });
      const nome = `acessos-${hojeSaoPaulo()}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${nome}"; filename*=UTF-8''${nome}`)
        .header('x-content-type-options', 'nosniff')
        .send(csvTitulares(lista));
    },
  );
};

export default acessosRoutes;
