import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { and, eq, exists, lt, sql } from 'drizzle-orm';
import { cobrancas, festaCompras, titulos } from '../../db/schema/index.js';
import type { Contexto } from '../../lib/contexto.js';
import { removerNoPsp, type CobrancaRetirada } from '../financeiro/index.js';
import { REFERENCIA_COMPRA } from './festa.repository.js';
import { encerrarReserva } from './emitir-ingressos.js';

/** How long a reservation waits for a PIX payment. */
export const PRAZO_PIX_MINUTOS = 30;

/**
 * Until when a reservation may be paid: with a boleto issued, to the end of the título's due date (the job ends it
 * the next day); otherwise 30 minutes after the purchase. A PIX charge of it lives no longer (festa.financeiro.ts).
 */
export function pagavelAteDaReserva(criadaEm: Date, vencimento: string, boleto: boolean): Date {
  if (boleto) return new Date(`${somarDias(vencimento, 1)}T00:00:00-03:00`);
  return new Date(criadaEm.getTime() + PRAZO_PIX_MINUTOS * 60_000);
}

/**
 * Expires the reservations left unpaid: paid by PIX (or not started), 30 minutes after the purchase; with a
 * boleto issued, the day after the título's due date. Their units return to the lot and their ViraMais
 * credits come back (encerrarReserva). Returns how many expired.
 */
export async function expirarReservas(ctx: Pick<Contexto, 'db' | 'pagamentos' | 'log'>, agora = new Date()): Promise<number> {
  const hoje = hojeSaoPaulo(agora);
  const limitePix = new Date(agora.getTime() - PRAZO_PIX_MINUTOS * 60_000);
  const comBoleto = exists(
    ctx.db
      .select({ um: sql`1` })
      .from(cobrancas)
      .where(and(eq(cobrancas.tituloId, titulos.id), eq(cobrancas.meio, 'boleto'), eq(cobrancas.status, 'ativa'))),
  );
  const candidatas = await ctx.db
    .select({ id: festaCompras.id, vencimento: titulos.vencimento, boleto: sql<boolean>`${comBoleto}` })
    .from(festaCompras)
    .leftJoin(titulos, and(eq(titulos.referenciaTipo, REFERENCIA_COMPRA), eq(titulos.referenciaId, festaCompras.id)))
    .where(and(eq(festaCompras.status, 'reservada'), lt(festaCompras.criadaEm, limitePix)))
    .limit(500);
  let n = 0;
  const retirar: CobrancaRetirada[] = [];
  for (const c of candidatas) {
    if (c.boleto && c.vencimento !== null && hoje <= c.vencimento) continue;
    const r = await ctx.db.transaction((tx) => encerrarReserva(tx, c.id, 'expirada'));
    if (r) {
      n++;
      retirar.push(...r);
    }
  }
  if (retirar.length > 0) await removerNoPsp(ctx, retirar);
  return n;
}
