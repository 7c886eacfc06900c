/**
 * Payments (issue 5): the member's charges, the provider webhooks that settle títulos, and the staff finance
 * routes. The webhooks live in their own encapsulated plugin: they parse JSON as raw bytes for the HMAC.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cobrancasRoutes from './cobrancas.routes.js';
import pagamentosStaffRoutes from './pagamentos-staff.routes.js';
import webhooksRoutes from './webhooks.routes.js';

const pagamentosRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cobrancasRoutes);
  await app.register(webhooksRoutes);
  await app.register(pagamentosStaffRoutes);
};

export default pagamentosRoutes;
