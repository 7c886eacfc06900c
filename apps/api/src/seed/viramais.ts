/**
 * The demo's ViraMais: Maria's paid anuidades earned their credits through the same function the settlement
 * hook uses (creditarAnuidade, once per payment), dated when they were paid; the older one is past its last day
 * and expires (the statement shows the expiry), the newer one is valid until December 31 of this year.
 * Idempotent: a payment that already earned earns nothing again.
 */
import { dataEmSaoPaulo } from '@portal/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { pagamentos, titulos } from '../db/schema/index.js';
import type { Tx } from '../db/transacao.js';
import { creditarAnuidade, expirarViraMais } from '../modules/viramais/index.js';

/**
 * A lawyer with no ViraMais yet and this year's anuidade still to pay (lançada with every lawyer's, ADR 035):
 * the end-to-end test pays it and sees the credit, without touching what the other demo people's tests need.
 * The demo seed makes his account with the others' (seed/demo.ts), so the start-up list shows it.
 */
export const RAFAEL_VIRAMAIS = {
  cpf: '52601815906',
  nome: 'Rafael Nogueira Campos',
  email: 'rafael.campos@demo.portal.local',
  senha: 'viramais-demo-2026',
  inscricao: { numero: '45678', uf: 'GO', dataInscricao: '2012-09-10' },
} as const;

export async function semearViraMais(tx: Tx, pessoaId: string, hoje: string): Promise<void> {
  const pagos = await tx
    .select({ titulo: titulos, pagamentoId: pagamentos.id })
    .from(titulos)
    .innerJoin(pagamentos, and(eq(pagamentos.tituloId, titulos.id), eq(pagamentos.situacao, 'liquidado')))
    .where(and(eq(titulos.pessoaId, pessoaId), eq(titulos.origem, 'anuidade'), eq(titulos.status, 'pago'), isNull(titulos.planoId)))
    .orderBy(asc(titulos.pagoEm));
  for (const { titulo, pagamentoId } of pagos) {
    if (!titulo.pagoEm) continue;
    await creditarAnuidade(tx, titulo, {
      pagoCentavos: Number(titulo.valorPagoCentavos ?? 0),
      diaDoPagamento: dataEmSaoPaulo(titulo.pagoEm),
      origemId: pagamentoId,
      em: titulo.pagoEm,
    });
  }
  await expirarViraMais(tx, hoje);
}
