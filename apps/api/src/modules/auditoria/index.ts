/** The auditoria module's public surface: what other modules may use (ADR 016). */
export { type EventoAuditoria, linhaDeAuditoria, registrarAuditoria } from './auditoria.repository.js';
