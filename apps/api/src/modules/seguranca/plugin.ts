import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import login2faRoutes from './login-2fa.routes.js';
import segurancaRoutes from './seguranca.routes.js';

/** The seguranca module as one plugin (ADR 063). The second factor at login, and the account security screen. */
const segurancaModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(login2faRoutes);
  await app.register(segurancaRoutes);
};

export default segurancaModulo;
