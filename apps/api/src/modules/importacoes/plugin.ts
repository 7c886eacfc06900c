import fp from 'fastify-plugin';
import importacoesJobs from './importacoes.jobs.js';

/**
 * The importacoes module as one plugin (ADR 063): the staff CSV import facility (ADR 041), its queue, its hourly
 * clean-up and the registry of kinds (`app.importacoes`). It has no routes of its own: a module that puts an import
 * engine on a screen registers `importacaoRoutes` (index.ts) with its definition in its own plugin, and app.ts
 * lists this module before the modules that do.
 */
export default fp(
  async function importacoesModulo(app) {
    await app.register(importacoesJobs);
  },
  { name: 'importacoes', dependencies: ['jobs'] },
);
