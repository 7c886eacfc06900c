import { AVISO_PRIVACIDADE, AVISO_PRIVACIDADE_VERSAO, privacidadeResponseSchema, SECAO_AVISO_GRAVACAO } from '@portal/contracts';
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
      // The usability recorder (ADR 027) is named only where the portal records.
      const secoes = app.config.gravador ? [...AVISO_PRIVACIDADE.secoes, SECAO_AVISO_GRAVACAO] : AVISO_PRIVACIDADE.secoes;
      return { versao: AVISO_PRIVACIDADE_VERSAO, ...AVISO_PRIVACIDADE, secoes, encarregado: app.config.encarregado };
    },
  );
};

export default privacidadeRoutes;
