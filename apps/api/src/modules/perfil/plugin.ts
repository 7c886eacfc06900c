import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import dependentesRoutes from './dependentes.routes.js';
import perfilRoutes from './perfil.routes.js';

/** The perfil module as one plugin (ADR 063). The member's profile and their dependants (ADR 065). */
const perfilModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(perfilRoutes);
  await app.register(dependentesRoutes);
};

export default perfilModulo;
