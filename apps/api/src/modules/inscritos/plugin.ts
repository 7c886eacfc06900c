import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importacaoRoutes } from '../importacoes/index.js';
import { IMPORTACAO_INSCRITOS } from './inscritos.importacao.js';
import inscritosStaffRoutes from './inscritos-staff.routes.js';

/** The inscritos module as one plugin (ADR 063): the registry's staff routes and its CSV import screen (ADR 041). */
const inscritosModulo: FastifyPluginAsyncZod = async (app) => {
  await app.register(inscritosStaffRoutes);
  await app.register(importacaoRoutes, IMPORTACAO_INSCRITOS);
};

export default inscritosModulo;
