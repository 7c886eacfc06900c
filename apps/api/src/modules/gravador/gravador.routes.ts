import { erroApiSchema, gravacaoUsabilidadeSchema, salvarGravacaoUsabilidadeBodySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { origemDe } from '../../lib/http/origem.js';
import { usuarioDe } from '../../lib/http/usuario.js';
import { lerGravacaoUsabilidade, salvarGravacaoUsabilidade } from './gravador.service.js';

/** The usability recorder (ADR 027): its settings for the web, and the member's on/off choice in /settings. */
const gravadorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usuario/gravacao',
    {
      config: { access: 'user' },
      schema: {
        tags: ['configurações'],
        summary: 'Gravador de usabilidade: se o portal grava, a escolha do membro e as configurações do gravador',
        response: { 200: gravacaoUsabilidadeSchema, 401: erroApiSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return lerGravacaoUsabilidade(app.db, app.config, usuarioDe(req).id);
    },
  );

  app.put(
    '/usuario/gravacao',
    {
      config: { access: 'user' },
      schema: {
        tags: ['configurações'],
        summary: 'Liga ou desliga a gravação de usabilidade das sessões do membro',
        body: salvarGravacaoUsabilidadeBodySchema,
        response: {
          200: gravacaoUsabilidadeSchema,
          400: erroApiSchema,
          401: erroApiSchema,
        },
      },
    },
    async (req) => salvarGravacaoUsabilidade(app.db, app.config, origemDe(req), usuarioDe(req).id, req.body.ativa),
  );
};

export default gravadorRoutes;
