/** ViraMais for the member (/wsapp/viramais). */
import { hojeSaoPaulo, viramaisQuerySchema, viramaisSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erros } from '../../lib/http/erros.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { verViraMais } from './extrato.js';

const viramaisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/viramais',
    {
      config: { access: 'user' },
      schema: {
        tags: ['viramais'],
        summary: 'Saldo ViraMais do membro, o que vence quando, o extrato (mais novos primeiro) e onde usar',
        querystring: viramaisQuerySchema,
        response: { 200: viramaisSchema, ...erros },
      },
    },
    async (req) => verViraMais(app.db, usuarioDe(req).pessoaId, hojeSaoPaulo(), req.query.pagina),
  );
};

export default viramaisRoutes;
