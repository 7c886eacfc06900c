/**
 * The vaccines module's public surface (ADR 016). Nothing outside uses it yet: the settlement hook is
 * registered by the module's own routes, and the web reads its API.
 */
export { REFERENCIA_COMPRA_VACINA } from './vacinas.repository.js';
