/**
 * Vaccines in finance: a purchase's título (origin 'vacina', reference 'vacina_compra') paid confirms its doses
 * (reservada → paga) in the settlement's transaction; the vouchers are the paid doses' signed codes (read side).
 * Registered at app start (vacinas.routes.ts).
 */
import { eq } from 'drizzle-orm';
import { vacinasCompras } from '../../db/schema/index.js';
import { referenciaDe, registrarGanchoLiquidacao, temBoletoAtivo, type GanchoLiquidacao } from '../financeiro/index.js';
import { confirmarCompra } from './comprar-vacina.js';
import { expiraEmDe, REFERENCIA_COMPRA_VACINA } from './vacinas.repository.js';

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
  // A reservation's PIX lives no longer than the reservation (30 minutes, or the boleto's term once one is issued).
  async pagavelAte(ex, titulo) {
    const referencia = referenciaDe(titulo);
    if (referencia?.tipo !== REFERENCIA_COMPRA_VACINA) return null;
    const [compra] = await ex.select({ criadaEm: vacinasCompras.criadaEm }).from(vacinasCompras).where(eq(vacinasCompras.id, referencia.id)).limit(1);
    return compra ? expiraEmDe(compra, titulo, await temBoletoAtivo(ex, titulo.id)) : null;
  },
};

/** Registers the vaccine títulos' settlement hook (harmless when several app instances in one process do it). */
export function registrarCompraDeVacina(): void {
  registrarGanchoLiquidacao('vacina', compraPaga);
}
