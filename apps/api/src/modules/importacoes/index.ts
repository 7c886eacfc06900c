/**
 * The staff CSV import facility (ADR 041): what a module needs to put its engine on a screen. Declare a
 * DefinicaoImportacao beside the engine, and register it in app.ts inside /wsapp:
 * `await wsapp.register(importacaoRoutes, DEFINICAO)`. The jobs plugin (importacoesJobs) is registered once.
 */
export { MAX_BYTES_IMPORTACAO, type DefinicaoImportacao, type MotorDeImportacao } from './definicao.js';
export { default as importacaoRoutes } from './importacoes.routes.js';
export { default as importacoesJobs } from './importacoes.jobs.js';
