import { and, eq, sql } from 'drizzle-orm';
import { festaCompras, festaIngressos, festaLotes } from '../../db/schema/index.js';
import type { Tx } from '../../db/transacao.js';
import { cancelarTitulosDe, type CobrancaRetirada } from '../financeiro/index.js';
import { estornarViraMais } from '../viramais/index.js';
import { REFERENCIA_COMPRA } from './festa.repository.js';

/** Issues a reserved purchase's tickets (the caller holds the purchase's row lock or just created it). */
export async function emitirIngressosDaCompra(tx: Tx, compraId: string): Promise<number> {
  const [c] = await tx
    .update(festaCompras)
    .set({ status: 'paga', encerradaEm: new Date() })
    .where(and(eq(festaCompras.id, compraId), eq(festaCompras.status, 'reservada')))
    .returning({ id: festaCompras.id });
  if (!c) return 0;
  const emitidos = await tx
    .update(festaIngressos)
    .set({ status: 'emitido', emitidoEm: new Date() })
    .where(and(eq(festaIngressos.compraId, compraId), eq(festaIngressos.status, 'reservado')))
    .returning({ id: festaIngressos.id });
  return emitidos.length;
}

/**
 * Ends a reserved purchase unpaid (expired, or cancelled by the member): its título and charges are
 * cancelled, its tickets end, its units return to the lot and its ViraMais credits come back. Locks the
 * purchase first (the order settlement uses: purchase, then título), so a payment arriving at the same time
 * either settles first (then nothing here) or finds the título cancelled. Returns the charges to withdraw at
 * the PSP after commit, or null when the purchase was no longer reserved.
 */
export async function encerrarReserva(tx: Tx, compraId: string, fim: 'expirada' | 'cancelada'): Promise<CobrancaRetirada[] | null> {
  const [compra] = await tx.select().from(festaCompras).where(eq(festaCompras.id, compraId)).for('update');
  if (compra?.status !== 'reservada') return null;
  const referencia = { tipo: REFERENCIA_COMPRA, id: compra.id };
  const retiradas = await cancelarTitulosDe(tx, referencia);
  await tx.update(festaCompras).set({ status: fim, encerradaEm: new Date() }).where(eq(festaCompras.id, compra.id));
  await tx
    .update(festaIngressos)
    .set({ status: fim === 'expirada' ? 'expirado' : 'cancelado' })
    .where(and(eq(festaIngressos.compraId, compra.id), eq(festaIngressos.status, 'reservado')));
  await tx
    .update(festaLotes)
    .set({ vendidos: sql`${festaLotes.vendidos} - ${compra.quantidade}` })
    .where(eq(festaLotes.id, compra.loteId));
  if (compra.viraMaisCentavos > 0) {
    await estornarViraMais(tx, referencia, fim === 'expirada' ? 'Reserva de ingressos expirada' : 'Reserva de ingressos cancelada');
  }
  return retiradas;
}
