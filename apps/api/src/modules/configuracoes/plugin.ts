import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import login2faRoutes from './login-2fa.routes.js';
import configuracoesRoutes from './configuracoes.routes.js';

/** The configuracoes module as one plugin (ADR 063). The second factor at login, and the account security screen. */
const configuracoesModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(login2faRoutes);
  await app.register(configuracoesRoutes);
};

export default configuracoesModulo;
