import { hojeSaoPaulo, type ProcessoDetalhe } from '@portal/contracts';
import type { Executor } from '../../db/transacao.js';
import type { UsuarioAutenticado } from '../../lib/access.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { acessoAoProcesso, type AcessoProcesso } from './acesso-processo.js';
import { detalharProcesso as detalheNoBanco } from './processos.repository.js';

/** The one 404 of a process the user may not see: the body of a missing one, whatever the reason. */
import { processoNaoEncontrado } from './acesso-processo.js';

export { processoNaoEncontrado };

/** Staff reading a confidential process: one audit row (members never read the audit log). */
export async function auditarLeituraSigilosa(
  db: Executor,
  u: Pick<UsuarioAutenticado, 'id'>,
  acesso: AcessoProcesso,
  origem: Origem,
  detalhes: { processoId: string; numero: string; documentoId?: string },
): Promise<void> {
  if (acesso.visao !== 'staff' || !acesso.sigiloso) return;
  await registrarAuditoria(db, {
    acao: detalhes.documentoId ? 'processo_sigiloso_documento' : 'processo_sigiloso_leitura',
    sucesso: true,
    usuarioId: u.id,
    ...origem,
    detalhes,
  });
}

/** GET /processos/:id: the detail as this user sees it; 404 (a missing process's body) when it does not exist for them. */
export async function detalharProcesso(db: Executor, u: Pick<UsuarioAutenticado, 'id' | 'pessoaId' | 'permissoes'>, processoId: string, origem: Origem): Promise<ProcessoDetalhe> {
  const acesso = await acessoAoProcesso(db, processoId, u);
  if (!acesso) throw processoNaoEncontrado();
  const detalhe = await detalheNoBanco(db, processoId, acesso, hojeSaoPaulo());
  if (!detalhe) throw processoNaoEncontrado();
  await auditarLeituraSigilosa(db, u, acesso, origem, { processoId, numero: detalhe.numero });
  return detalhe;
}
