/**
 * Unpaid reservations lapse (DOMAIN: PIX 30 minutes; boleto the day after its due date) and their units return.
 * Each purchase in its own transaction: the purchase row locked first (as settlement's hook does), then its
 * título cancelled (cancelarTitulosDe), then the campaign locked to give the units back; the ViraMais spent on
 * it is given back. The PIX charges are withdrawn at the PSP after commit.
 */
import { hojeSaoPaulo, MINUTOS_RESERVA_PIX } from '@portal/contracts';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { vacinasCampanhas, vacinasCompras, vacinasDoses } from '../../db/schema/index.js';
import type { Contexto } from '../../lib/contexto.js';
import { cancelarTitulosDe, removerNoPsp, tituloDe, type CobrancaRetirada } from '../financeiro/index.js';
import { estornarViraMais } from '../viramais/index.js';
import { expiraEmDe, referenciaDaCompra, temBoletoAtivo } from './vacinas.repository.js';

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
      retiradas.push(...(await cancelarTitulosDe(tx, referencia)));
      await tx.select({ id: vacinasCampanhas.id }).from(vacinasCampanhas).where(eq(vacinasCampanhas.id, compra.campanhaId)).for('update');
      const doses = await tx
        .update(vacinasDoses)
        .set({ status: 'expirada' })
        .where(and(eq(vacinasDoses.compraId, id), eq(vacinasDoses.status, 'reservada')))
        .returning({ id: vacinasDoses.id });
      if (doses.length > 0) {
        await tx
          .update(vacinasCampanhas)
          .set({ estoque: sql`${vacinasCampanhas.estoque} + ${doses.length}` })
          .where(eq(vacinasCampanhas.id, compra.campanhaId));
      }
      await tx.update(vacinasCompras).set({ status: 'expirada', encerradaEm: agora }).where(eq(vacinasCompras.id, id));
      await estornarViraMais(tx, referencia, 'Estorno: reserva de vacina não paga a tempo');
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
