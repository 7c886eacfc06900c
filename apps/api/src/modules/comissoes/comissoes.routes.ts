/** The member's commissions page (/wsapp/comissoes): every commission with its current members, and their own memberships. */
import { comissoesMembroSchema, hojeSaoPaulo } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erros } from '../../lib/http/erros.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { comissoesDoMembro } from './comissoes.repository.js';

const comissoesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/comissoes',
    {
      config: { access: 'user' },
      schema: {
        tags: ['comissões'],
        summary: 'Comissões com seus membros atuais, e os mandatos de quem pergunta com a frequência',
        response: { 200: comissoesMembroSchema, ...erros },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return comissoesDoMembro(app.db, usuarioDe(req).pessoaId, hojeSaoPaulo());
    },
  );
};

export default comissoesRoutes;
