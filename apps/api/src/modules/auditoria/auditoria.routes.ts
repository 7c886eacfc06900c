import { erroApiSchema, paginaAuditoriaSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listarAuditoria } from './auditoria.repository.js';

const query = z.strictObject({
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
  tamanho: z.coerce.number().int().min(1).max(100).default(20),
});

const auditoriaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auditoria',
    {
      config: { access: ['CLI_PermissaoAreaRestrita'] },
      schema: {
        tags: ['área restrita'],
        summary: 'Eventos de autenticação e ações da equipe, mais recentes primeiro',
        querystring: query,
        response: { 200: paginaAuditoriaSchema, 400: erroApiSchema, 401: erroApiSchema, 403: erroApiSchema },
      },
    },
    async (req) => {
      const { pagina, tamanho } = req.query;
      const { itens, total } = await listarAuditoria(app.db, pagina, tamanho);
      return { itens: itens.map((i) => ({ ...i, em: i.em.toISOString() })), total, pagina, tamanho };
    },
  );
};

export default auditoriaRoutes;
