/** Staff routes of the petitions queue (/wsapp/area-restrita/peticoes…), behind CLI_PermissaoProcessos. */
import { filaPeticoesQuerySchema, filaPeticoesSchema, peticaoStaffSchema, rejeitarPeticaoBodySchema, uuidDoCaminho, type Permissao } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../lib/http/erros.js';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { analisarPeticao } from './analisar-peticao.js';
import { filaDePeticoes, peticaoNaoEncontrada } from './peticoes.repository.js';

const ACESSO: readonly Permissao[] = ['CLI_PermissaoProcessos'];
const params = z.object({ pid: uuidDoCaminho });

const peticoesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  const umaPeticao = async (id: string) => {
    const [p] = await filaDePeticoes(app.db, { id });
    if (!p) throw peticaoNaoEncontrada();
    return p;
  };

  app.get(
    '/area-restrita/peticoes',
    {
      config: { access: ACESSO },
      schema: {
        tags: ['área restrita'],
        summary: 'Fila de petições recebidas (as mais antigas primeiro), filtrável por situação',
        querystring: filaPeticoesQuerySchema,
        response: { 200: filaPeticoesSchema, ...erros },
      },
    },
    async (req) => ({ itens: await filaDePeticoes(app.db, { ...(req.query.situacao ? { situacao: req.query.situacao } : {}) }) }),
  );

  app.post(
    '/area-restrita/peticoes/:pid/juntar',
    {
      config: { access: ACESSO },
      schema: { tags: ['área restrita'], summary: 'Junta a petição aos autos (uma única vez)', params, response: { 200: peticaoStaffSchema, ...erros } },
    },
    async (req) => {
      await analisarPeticao(app.db, usuarioDe(req), origemDe(req), req.params.pid, { tipo: 'juntar' });
      return umaPeticao(req.params.pid);
    },
  );

  app.post(
    '/area-restrita/peticoes/:pid/rejeitar',
    {
      config: { access: ACESSO },
      schema: {
        tags: ['área restrita'],
        summary: 'Não conhece a petição, com o motivo (uma única vez)',
        params,
        body: rejeitarPeticaoBodySchema,
        response: { 200: peticaoStaffSchema, ...erros },
      },
    },
    async (req) => {
      await analisarPeticao(app.db, usuarioDe(req), origemDe(req), req.params.pid, { tipo: 'rejeitar', motivo: req.body.motivo });
      return umaPeticao(req.params.pid);
    },
  );
};

export default peticoesStaffRoutes;
