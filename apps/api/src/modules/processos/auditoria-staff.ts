/** The audit row of a staff action on a process (who, from where, what). */
import type { Executor } from '../../db/transacao.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';

export function auditarProcesso(db: Executor, usuario: Pick<UsuarioAutenticado, 'id'>, origem: Origem, acao: string, detalhes: Record<string, unknown>): Promise<void> {
  return registrarAuditoria(db, { acao: `processos.${acao}`, sucesso: true, usuarioId: usuario.id, ip: origem.ip, userAgent: origem.userAgent, detalhes });
}
