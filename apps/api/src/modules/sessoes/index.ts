/** The judgment sessions module's public surface (ADR 016): its transitions, and who takes part in a session (attendance). */
export { TRANSICOES } from './transicoes.js';
export { participaDaSessao } from './sessoes.repository.js';
