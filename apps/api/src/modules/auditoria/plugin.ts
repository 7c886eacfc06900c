import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import auditoriaRoutes from './auditoria.routes.js';

/** The auditoria module as one plugin (ADR 063). The staff audit log. */
const auditoriaModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(auditoriaRoutes);
};

export default auditoriaModulo;
