/** The seguranca module's public surface: what other modules may use (ADR 016). */
export { type EstadoParaEtapa, etapaSegundoFator } from './segundo-fator.service.js';
