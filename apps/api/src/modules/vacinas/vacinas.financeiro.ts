/**
 * Vaccines in finance: a purchase's título (origin 'vacina', reference 'vacina_compra') paid confirms its doses
 * (reservada → paga) in the settlement's transaction; the vouchers are the paid doses' signed codes (read side).
 * Registered at app start (vacinas.routes.ts).
 */
import { eq } from 'drizzle-orm';
import { vacinasCompras } from '../../db/schema/index.js';
import { referenciaDe, registrarGanchoLiquidacao, type GanchoLiquidacao } from '../financeiro/index.js';
import { confirmarCompra } from './comprar-vacina.js';
import { REFERENCIA_COMPRA_VACINA } from './vacinas.repository.js';

const compraPaga: GanchoLiquidacao = {
  // The purchase first, then the título: the order the expiry job uses (its row, then cancelarTitulosDe).
  async bloquear(tx, referencia) {
    if (referencia.tipo !== REFERENCIA_COMPRA_VACINA) return;
    await tx.select({ id: vacinasCompras.id }).from(vacinasCompras).where(eq(vacinasCompras.id, referencia.id)).for('update');
  },
  async aoLiquidar(tx, _ctx, titulo) {
    const referencia = referenciaDe(titulo);
    if (referencia?.tipo !== REFERENCIA_COMPRA_VACINA) return [];
    await confirmarCompra(tx, referencia.id);
    return [];
  },
};

/** Registers the vaccine títulos' settlement hook (harmless when several app instances in one process do it). */
export function registrarCompraDeVacina(): void {
  registrarGanchoLiquidacao('vacina', compraPaga);
}
