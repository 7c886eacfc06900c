import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['operação'],
        summary: 'Prontidão: responde 200 quando o banco de dados responde',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('indisponivel') }) },
      },
    },
    async (_req, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'indisponivel' as const });
      }
    },
  );
};

export default healthRoutes;
