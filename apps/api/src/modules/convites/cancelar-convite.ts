import { formatarDataBr, hojeSaoPaulo, type ConviteDono } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { convites } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { revogarCodigo } from '../codigos/index.js';
import { estornarViraMais } from '../viramais/index.js';
import type { AmbienteConvites, Quem } from './ambiente.js';
import { buscarPorHash, conviteNaoEncontrado } from './buscar-por-hash.js';
import { admissaoDe, conviteParaAlterar } from './convites.repository.js';
import { vistaDono } from './vistas.js';

/**
 * The owner cancels an issued invitation before its date: its signed code goes on the revocation list, credits
 * it cost come back, and a quota slot is free again. Another member's invitation answers like a wrong link.
 */
export async function cancelarConvite(amb: AmbienteConvites, quem: Quem, codemp: string, hash: string, agora = new Date()): Promise<ConviteDono> {
  const hoje = hojeSaoPaulo(agora);
  const achado = await buscarPorHash(amb, quem, hash, codemp);
  if (achado.pessoaId !== quem.pessoaId) throw conviteNaoEncontrado();
  const linha = await amb.db.transaction(async (tx) => {
    const c = await conviteParaAlterar(tx, achado.id);
    if (!c) throw conviteNaoEncontrado();
    if (c.status === 'cancelado') throw new AppError('CONVITE_CANCELADO', 'Este convite já foi cancelado.');
    if (c.status === 'utilizado') throw new AppError('CONVITE_NAO_CANCELAVEL', 'O convidado já foi admitido: o convite não pode mais ser cancelado.');
    if (c.data <= hoje) {
      throw new AppError('CONVITE_NAO_CANCELAVEL', `Só é possível cancelar antes do dia da visita (${formatarDataBr(c.data)}).`);
    }
    const [cancelado] = await tx.update(convites).set({ status: 'cancelado', canceladoEm: agora }).where(eq(convites.id, c.id)).returning();
    await revogarCodigo(tx, { tipo: 'convite', id: c.id, versao: c.codigoVersao }, 'cancelado');
    if (c.pagoCom === 'viramais') await estornarViraMais(tx, { tipo: 'convite', id: c.id }, `Convite cancelado (${c.convidadoNome}, ${formatarDataBr(c.data)})`);
    if (!cancelado) throw conviteNaoEncontrado();
    return cancelado;
  });
  return vistaDono(amb, linha, await admissaoDe(amb.db, linha.id), hoje, true);
}
