/**
 * The request engine in finance: a request's fee is a título of origin 'taxa_requerimento' referencing the
 * request; when it is paid, the request waiting for it goes on to the staff (aguardando_pagamento → enviado,
 * by the system), in the settlement's transaction. Registered at app start (requerimentos.routes.ts).
 */
import { eq } from 'drizzle-orm';
import { requerimentos } from '../../db/schema/index.js';
import { REFERENCIA_REQUERIMENTO, referenciaDe, registrarGanchoLiquidacao, type GanchoLiquidacao } from '../financeiro/index.js';
import { aplicarTransicao } from './transicoes.js';

const taxaPaga: GanchoLiquidacao = {
  // The request first, then the título: the order cancelling a request uses (transicoes.ts).
  async bloquear(tx, referencia) {
    if (referencia.tipo !== REFERENCIA_REQUERIMENTO) return;
    await tx.select({ id: requerimentos.id }).from(requerimentos).where(eq(requerimentos.id, referencia.id)).for('update');
  },
  async aoLiquidar(tx, ctx, titulo) {
    const referencia = referenciaDe(titulo);
    if (referencia?.tipo !== REFERENCIA_REQUERIMENTO) return [];
    const [req] = await tx.select({ status: requerimentos.status }).from(requerimentos).where(eq(requerimentos.id, referencia.id)).limit(1);
    if (req?.status !== 'aguardando_pagamento') return [];
    const r = await aplicarTransicao(ctx, { requerimentoId: referencia.id, acao: 'confirmar_pagamento', ator: { tipo: 'sistema', usuarioId: null }, tx });
    return r.mensagens;
  },
};

/** Registers the fee's settlement hook (harmless when several app instances in one process do it). */
export function registrarTaxaDeRequerimento(): void {
  registrarGanchoLiquidacao('taxa_requerimento', taxaPaga);
}
