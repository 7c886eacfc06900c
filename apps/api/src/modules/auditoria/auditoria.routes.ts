import { erroApiSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listarAuditoria } from './auditoria.repository.js';

const query = z.strictObject({
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
  tamanho: z.coerce.number().int().min(1).max(100).default(20),
});

const resposta = z.object({
  itens: z.array(
    z.object({
      id: z.uuid(),
      em: z.string(),
      acao: z.string(),
      sucesso: z.boolean(),
      metodo: z.string().nullable(),
      motivo: z.string().nullable(),
      usuarioNome: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  pagina: z.number().int(),
  tamanho: z.number().int(),
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
        response: { 200: resposta, 400: erroApiSchema, 401: erroApiSchema, 403: erroApiSchema },
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
