import { erroApiSchema, paginaAuditoriaSchema, tipoAuditoriaSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listarAuditoria } from './auditoria.repository.js';

const query = z.strictObject({
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
  tamanho: z.coerce.number().int().min(1).max(100).default(20),
  /** `acessos`: sign-in, sign-out, session and credential events only (ACOES_DE_ACESSO); `todos`: every row. */
  tipo: tipoAuditoriaSchema.default('acessos'),
});

const auditoriaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auditoria',
    {
      config: { access: ['CLI_PermissaoAreaRestrita'] },
      schema: {
        tags: ['área restrita'],
        summary: 'Acessos ao portal (tipo=acessos, o padrão) ou todos os registros de auditoria, com as ações da equipe (tipo=todos), mais recentes primeiro',
        querystring: query,
        response: { 200: paginaAuditoriaSchema, 400: erroApiSchema, 401: erroApiSchema, 403: erroApiSchema },
      },
    },
    async (req) => {
      const { pagina, tamanho, tipo } = req.query;
      const { itens, total } = await listarAuditoria(app.db, pagina, tamanho, tipo);
      return { itens: itens.map((i) => ({ ...i, em: i.em.toISOString() })), total, pagina, tamanho };
    },
  );
};

export default auditoriaRoutes;
