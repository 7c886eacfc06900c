/**
 * Tickets in finance: a purchase's título has origin 'ingresso' and references the purchase
 * ({tipo: 'ingresso_compra', id}); when it is paid, the purchase's tickets are issued in the settlement's
 * transaction. Registered at app start (festa-junina.routes.ts).
 */
import { eq } from 'drizzle-orm';
import { festaCompras } from '../../db/schema/index.js';
import { referenciaDe, registrarGanchoLiquidacao, temBoletoAtivo, type GanchoLiquidacao } from '../financeiro/index.js';
import { emitirIngressosDaCompra } from './emitir-ingressos.js';
import { pagavelAteDaReserva } from './expirar-reservas.js';
import { REFERENCIA_COMPRA } from './festa.repository.js';

const ingressosPagos: GanchoLiquidacao = {
  // The purchase first, then the título: the order expiring or cancelling a reservation uses.
  async bloquear(tx, referencia) {
    if (referencia.tipo !== REFERENCIA_COMPRA) return;
    await tx.select({ id: festaCompras.id }).from(festaCompras).where(eq(festaCompras.id, referencia.id)).for('update');
  },
  async aoLiquidar(tx, _ctx, titulo) {
    const referencia = referenciaDe(titulo);
    if (referencia?.tipo !== REFERENCIA_COMPRA) return [];
    await emitirIngressosDaCompra(tx, referencia.id);
    return [];
  },
  // A reservation's PIX lives no longer than the reservation.
  async pagavelAte(ex, titulo) {
    const referencia = referenciaDe(titulo);
    if (referencia?.tipo !== REFERENCIA_COMPRA) return null;
    const [compra] = await ex.select({ criadaEm: festaCompras.criadaEm }).from(festaCompras).where(eq(festaCompras.id, referencia.id)).limit(1);
    return compra ? pagavelAteDaReserva(compra.criadaEm, titulo.vencimento, await temBoletoAtivo(ex, titulo.id)) : null;
  },
};

export function registrarIngressosNoFinanceiro(): void {
  registrarGanchoLiquidacao('ingresso', ingressosPagos);
}
