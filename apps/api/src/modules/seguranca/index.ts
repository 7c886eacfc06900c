/** The seguranca module's public surface: what other modules may use (ADR 016). */
export { etapaSegundoFator } from './segundo-fator.service.js';
