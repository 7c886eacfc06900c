/** The auditoria module's public surface: what other modules may use (ADR 016). */
export { registrarAuditoria } from './auditoria.repository.js';
