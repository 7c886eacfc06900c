import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import certificadoRoutes from './certificado.routes.js';

/**
 * The certificado module as one plugin (ADR 063). Certificate login, under the spec's second base /api (GET
 * /api/certificado/entrar, POST /api/valida-jwt): app.ts registers it outside /wsapp.
 */
const certificadoModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(certificadoRoutes);
};

export default certificadoModulo;
