/** The judgment sessions module's public surface (ADR 016): nothing outside uses it yet; the web reads its API. */
export { TRANSICOES } from './transicoes.js';
