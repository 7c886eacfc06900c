/**
 * What happens in an area when one of its títulos is paid. Each area that charges for something registers,
 * at app start, one hook for its origin (ORIGENS_TITULO); settlement (pagamentos/liquidar.ts) calls it inside
 * its transaction and knows nothing about the area. A título whose origin has no hook (anuidade, agreement
 * installments, fines) just settles. A new paid area adds a hook here, never a branch in settlement.
 */
import type { OrigemTitulo } from '@portal/contracts';
import type { Mensagem } from '../../plugins/app/mailer.js';
import type { Executor, Tx } from '../../db/transacao.js';
import type { Contexto } from '../../lib/contexto.js';
import type { Referencia } from './referencia.js';
import type { LinhaTitulo } from './titulo.js';

/** What a hook may use: the same services settlement itself has. */
export type ContextoGancho = Pick<Contexto, 'db' | 'mailer' | 'armazenamento' | 'config' | 'log'> & Partial<Pick<Contexto, 'pagamentos'>>;

export interface GanchoLiquidacao {
  /**
   * Locks the referenced thing (SELECT … FOR UPDATE) before settlement locks the título: the order the area's
   * own changes use (its row, then cancelarTitulosDe locks the título, then its charges). Optional: an area
   * that never changes its títulos from its side needs no lock.
   */
  bloquear?(tx: Tx, referencia: Referencia): Promise<void>;
  /**
   * Called once per título paid, inside the settlement transaction, after the título is marked paid (a
   * duplicated notification does not call it again). What it writes commits or rolls back with the payment;
   * the e-mails it returns are sent after commit.
   */
  aoLiquidar(tx: Tx, ctx: ContextoGancho, titulo: LinhaTitulo, pagamento: PagamentoLiquidado): Promise<Mensagem[]>;
  /**
   * Called when staff register that a paid título's payment went back to the payer (PIX devolução,
   * chargeback: estornar-pagamento.ts), inside that transaction, after the título is open again (`titulo` is
   * the row as it is now). What the payment earned or moved on in the area is undone here. Optional.
   */
  aoEstornar?(tx: Tx, ctx: ContextoGancho, titulo: LinhaTitulo): Promise<void>;
  /**
   * Until when this open título may still be paid, when the area holds something for it that lapses (a
   * reservation): a PIX charge of it is made to expire then, not later (criar-cobranca.ts), so the screen never
   * promises a validity the reservation does not keep. null = no such limit. Optional.
   */
  pagavelAte?(ex: Executor, titulo: LinhaTitulo): Promise<Date | null>;
}

/** The payment that settled the título (the pagamentos row: one per notification). */
export interface PagamentoLiquidado {
  id: string;
}

const ganchos = new Map<OrigemTitulo, GanchoLiquidacao>();

/**
 * Registers the hook of an origin. Registering the same hook again is harmless (each app instance built in one
 * process registers its areas); another hook for an origin already taken is a programming error. Returns a
 * function that removes it (tests).
 */
export function registrarGanchoLiquidacao(origem: OrigemTitulo, gancho: GanchoLiquidacao): () => void {
  const atual = ganchos.get(origem);
  if (atual && atual !== gancho) throw new Error(`A origem de título "${origem}" já tem um gancho de liquidação.`);
  ganchos.set(origem, gancho);
  return () => {
    if (ganchos.get(origem) === gancho) ganchos.delete(origem);
  };
}

export function ganchoDe(origem: OrigemTitulo): GanchoLiquidacao | undefined {
  return ganchos.get(origem);
}
