/**
 * Signed codes for the areas that issue them (vaccines, tickets, invitations): sign with `app.codigos`
 * (lib/codigos-assinados.ts), and revoke a replaced or cancelled version here so gates refuse it offline.
 */
export { codigoRevogado, revogacaoDoCodigo, revogarCodigo, type MotivoRevogacao } from './codigos.repository.js';
export type { CodigoAssinado, TipoCodigo } from '../../lib/codigos-assinados.js';
