/**
 * Unpaid reservations lapse (DOMAIN: PIX 30 minutes; boleto the day after its due date) and their units return.
 * Each purchase in its own transaction: the purchase row locked first (as settlement's hook does), then its
 * título cancelled (cancelarTitulosDe), then the campaign locked to give the units back; the ViraMais spent on
 * it is given back. The PIX charges are withdrawn at the PSP after commit.
 */
import { hojeSaoPaulo, MINUTOS_RESERVA_PIX } from '@portal/contracts';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { vacinasCampanhas, vacinasCompras, vacinasDoses } from '../../db/schema/index.js';
import type { Tx } from '../../db/transacao.js';
import type { Contexto } from '../../lib/contexto.js';
import { cancelarTitulosDe, removerNoPsp, temBoletoAtivo, tituloDe, type CobrancaRetirada } from '../financeiro/index.js';
import { estornarViraMais } from '../viramais/index.js';
import { expiraEmDe, referenciaDaCompra, type LinhaCompra } from './vacinas.repository.js';

/**
 * Ends a reserved purchase (expired, or cancelled by the member), in the caller's transaction that already
 * locked the purchase row: its título cancelled, its units back on the campaign (locked), its doses and itself
 * marked, the ViraMais it spent given back. Answers the charges to withdraw at the PSP after commit.
 */
export async function devolverReserva(tx: Tx, compra: LinhaCompra, status: 'expirada' | 'cancelada', agora: Date): Promise<CobrancaRetirada[]> {
  const referencia = referenciaDaCompra(compra.id);
  const retiradas = await cancelarTitulosDe(tx, referencia);
  await tx.select({ id: vacinasCampanhas.id }).from(vacinasCampanhas).where(eq(vacinasCampanhas.id, compra.campanhaId)).for('update');
  const doses = await tx
    .update(vacinasDoses)
    .set({ status })
    .where(and(eq(vacinasDoses.compraId, compra.id), eq(vacinasDoses.status, 'reservada')))
    .returning({ id: vacinasDoses.id });
  if (doses.length > 0) {
    await tx
      .update(vacinasCampanhas)
      .set({ estoque: sql`${vacinasCampanhas.estoque} + ${doses.length}` })
      .where(eq(vacinasCampanhas.id, compra.campanhaId));
  }
  await tx.update(vacinasCompras).set({ status, encerradaEm: agora }).where(eq(vacinasCompras.id, compra.id));
  await estornarViraMais(tx, referencia, status === 'expirada' ? 'Estorno: reserva de vacina não paga a tempo' : 'Estorno: reserva de vacina cancelada');
  return retiradas;
}

/** Expires what is due at `agora`; answers how many purchases expired. */
export async function expirarReservasVencidas(ctx: Pick<Contexto, 'db' | 'pagamentos' | 'log'>, agora: Date = new Date()): Promise<number> {
  const limite = new Date(agora.getTime() - MINUTOS_RESERVA_PIX * 60_000);
  const candidatas = await ctx.db
    .select({ id: vacinasCompras.id })
    .from(vacinasCompras)
    .where(and(eq(vacinasCompras.status, 'reservada'), lt(vacinasCompras.criadaEm, limite)))
    .orderBy(asc(vacinasCompras.criadaEm))
    .limit(500);
  let expiradas = 0;
  for (const { id } of candidatas) {
    const retiradas: CobrancaRetirada[] = [];
    const expirou = await ctx.db.transaction(async (tx) => {
      const [compra] = await tx.select().from(vacinasCompras).where(eq(vacinasCompras.id, id)).for('update');
      if (compra?.status !== 'reservada') return false;
      const referencia = referenciaDaCompra(id);
      const titulo = await tituloDe(tx, referencia);
      if (titulo?.status === 'pago') return false;
      const boleto = titulo !== null && titulo.status === 'aberto' ? await temBoletoAtivo(tx, titulo.id) : false;
      if (expiraEmDe(compra, titulo, boleto) > agora) return false;
      retiradas.push(...(await devolverReserva(tx, compra, 'expirada', agora)));
      return true;
    });
    if (expirou) {
      expiradas++;
      await removerNoPsp(ctx, retiradas);
    }
  }
  if (expiradas > 0) ctx.log.info({ expiradas, hoje: hojeSaoPaulo(agora) }, 'reservas de vacina expiradas');
  return expiradas;
}
