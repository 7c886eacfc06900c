import { AVISO_PRIVACIDADE, AVISO_PRIVACIDADE_VERSAO, privacidadeResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const privacidadeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privacidade',
    {
      config: { access: 'public' },
      schema: {
        tags: ['privacidade'],
        summary: 'Aviso de privacidade vigente e contato do encarregado de dados (LGPD)',
        response: { 200: privacidadeResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { versao: AVISO_PRIVACIDADE_VERSAO, ...AVISO_PRIVACIDADE, encarregado: app.config.encarregado };
    },
  );
};

export default privacidadeRoutes;
