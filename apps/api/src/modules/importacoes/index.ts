/**
 * The staff CSV import facility (ADR 041): what a module needs to put its engine on a screen. Declare a
 * DefinicaoImportacao beside the engine, and register it in the module's own plugin (plugin.ts, ADR 063):
 * `await app.register(importacaoRoutes, DEFINICAO)`. The facility itself (queue, clean-up, the registry of kinds)
 * is the importacoes module's plugin, which app.ts registers before the other modules.
 */
export { MAX_BYTES_IMPORTACAO, type DefinicaoImportacao, type MotorDeImportacao } from './definicao.js';
export { default as importacaoRoutes } from './importacoes.routes.js';
