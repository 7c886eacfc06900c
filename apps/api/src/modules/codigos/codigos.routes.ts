import { chavePublicaCodigosSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listarRevogados } from './codigos.repository.js';

const codigosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/codigos/chave-publica',
    {
      config: { access: 'public' },
      schema: {
        tags: ['códigos assinados'],
        summary: 'Chave pública Ed25519 dos vouchers, ingressos e convites e a lista de códigos revogados',
        response: { 200: chavePublicaCodigosSchema },
      },
    },
    async (_req, reply) => {
      const revogados = await listarRevogados(app.db);
      reply.header('cache-control', 'no-cache');
      return {
        algoritmo: 'Ed25519' as const,
        chavePublicaPem: app.codigos.chavePublicaPem,
        chavePublica: app.codigos.chavePublicaRaw,
        formato: 'PU1.<V|I|C>.<id>.<versao>.<assinatura>',
        revogados: revogados.map((r) => ({ ...r, tipo: r.tipo as 'V' | 'I' | 'C', revogadoEm: r.revogadoEm.toISOString() })),
      };
    },
  );
};

export default codigosRoutes;
