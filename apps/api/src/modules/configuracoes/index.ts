/** The seguranca module's public surface: what other modules may use (ADR 016). */
export { type EstadoParaEtapa, etapaSegundoFator } from './segundo-fator.service.js';
/** The recovery codes and their hash, for the demo seed's staff account with a second factor. */
export { normalizarCodigoRecuperacao, novosCodigosRecuperacao, sha256 } from './totp.js';
