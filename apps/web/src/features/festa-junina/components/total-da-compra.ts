import type { TipoIngresso } from '@portal/contracts';

/** What a purchase costs at the lot's prices. */
export function totalDaCompra(precos: Record<TipoIngresso, number>, q: { advogado: number; convidados: number; criancas: number }): number {
  return q.advogado * precos.advogado + q.convidados * precos.convidado + q.criancas * precos.crianca;
}
