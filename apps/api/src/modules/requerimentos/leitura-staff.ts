/** Staff reads of one request: visibility by permission (404 otherwise) and the audit row of every sensitive read. */
import type { RequerimentoStaff } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { detalheRequerimento } from './detalhe.js';
import { carregarRequerimento, requerimentoNaoEncontrado, type LinhaRequerimento } from './requerimentos.repository.js';
import { staffPodeVer, visaoDoStaff } from './acesso-staff.js';
import type { Origem } from '../../lib/http/origem.js';

/**
 * The request if this staff user may see it; 404 'Requerimento não encontrado.' otherwise (another area, a
 * sensitive type without its permission, a member's own draft), exactly like an unknown id.
 */
export async function requerimentoVisivelAoStaff(db: Db, usuario: UsuarioAutenticado, id: string): Promise<LinhaRequerimento> {
  const linha = await carregarRequerimento(db, id, { tipo: 'staff' });
  if (!staffPodeVer(visaoDoStaff(usuario.permissoes), linha)) throw requerimentoNaoEncontrado();
  return linha;
}

/** Every staff read of a sensitive request (detail or document) leaves an audit row, written before anything is shown. */
export async function auditarLeituraSensivel(
  db: Db,
  usuario: UsuarioAutenticado,
  linha: Pick<LinhaRequerimento, 'id' | 'sensivel'>,
  origem: Origem,
  documentoId?: string,
): Promise<void> {
  if (!linha.sensivel) return;
  await registrarAuditoria(db, {
    acao: 'requerimento_sensivel_lido',
    sucesso: true,
    usuarioId: usuario.id,
    ip: origem.ip,
    userAgent: origem.userAgent,
    detalhes: documentoId ? { requerimentoId: linha.id, documentoId } : { requerimentoId: linha.id },
  });
}

/** The staff view of a request this user may see, audited when sensitive. */
export async function lerRequerimentoStaff(db: Db, usuario: UsuarioAutenticado, id: string, origem: Origem): Promise<RequerimentoStaff> {
  const linha = await requerimentoVisivelAoStaff(db, usuario, id);
  await auditarLeituraSensivel(db, usuario, linha, origem);
  return detalheRequerimento(db, linha.id, 'staff');
}
