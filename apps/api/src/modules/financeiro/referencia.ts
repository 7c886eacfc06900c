/**
 * What a título charges for, outside finance: a kind and that thing's id (titulos.referencia_tipo,
 * referencia_id), both or neither. Finance does not know the kinds' tables; each area names its own kind
 * and looks its títulos up by it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { cobrancas, titulos } from '../../db/schema/index.js';
import type { Executor, Tx } from '../../db/transacao.js';
import type { CobrancaRetirada } from './remover-no-psp.js';

type LinhaTitulo = typeof titulos.$inferSelect;

export interface Referencia {
  /** The area's kind of thing: 'requerimento' (later 'vacina', 'ingresso', 'convite'…). */
  tipo: string;
  id: string;
}

/** The kind of a request's fee. The finance API still shows it as `requerimentoId` (tituloSchema). */
export const REFERENCIA_REQUERIMENTO = 'requerimento';

/** The reference of a título row, or null when it has none (anuidade, agreements, fines). */
export function referenciaDe(t: Pick<LinhaTitulo, 'referenciaTipo' | 'referenciaId'>): Referencia | null {
  return t.referenciaTipo !== null && t.referenciaId !== null ? { tipo: t.referenciaTipo, id: t.referenciaId } : null;
}

export function mesmaReferencia(a: Referencia | null, b: Referencia | null): boolean {
  return a === null || b === null ? a === b : a.tipo === b.tipo && a.id === b.id;
}

const daReferencia = (r: Referencia) => and(eq(titulos.referenciaTipo, r.tipo), eq(titulos.referenciaId, r.id));

/** The título of a reference (one per reference: titulos_referencia_key), or null. */
export async function tituloDe(ex: Executor, referencia: Referencia): Promise<LinhaTitulo | null> {
  const [t] = await ex.select().from(titulos).where(daReferencia(referencia)).limit(1);
  return t ?? null;
}

/** What an area gives to emit a título; origem and referencia say what it is and where it came from. */
export interface NovoTitulo {
  origem: LinhaTitulo['origem'];
  referencia: Referencia | null;
  pessoaId: string;
  descricao: string;
  exercicio: number | null;
  /** YYYY-MM-DD. */
  vencimento: string;
  valorCentavos: number;
}

/** Emits a título in the caller's transaction (defaults: no discount, fine 2%, interest 1% a month). */
export async function emitirTitulo(tx: Tx, n: NovoTitulo): Promise<LinhaTitulo> {
  const [linha] = await tx
    .insert(titulos)
    .values({
      pessoaId: n.pessoaId,
      origem: n.origem,
      descricao: n.descricao.slice(0, 200),
      exercicio: n.exercicio,
      vencimento: n.vencimento,
      valorCentavos: n.valorCentavos,
      referenciaTipo: n.referencia?.tipo ?? null,
      referenciaId: n.referencia?.id ?? null,
    })
    .returning();
  return linha!;
}

/**
 * Cancels the open títulos of a reference and their active charges, in the caller's transaction. Returns the
 * charges it cancelled, for the caller to withdraw at the PSP after commit (removerNoPsp). Locks: the caller
 * holds its own row (the referenced thing) first; this then locks the título, then its charges — the order
 * settlement uses too (pagamentos/liquidar.ts), so the two never wait on each other in a cycle.
 */
export async function cancelarTitulosDe(tx: Tx, referencia: Referencia): Promise<CobrancaRetirada[]> {
  const cancelados = await tx
    .update(titulos)
    .set({ status: 'cancelado' })
    .where(and(daReferencia(referencia), eq(titulos.status, 'aberto')))
    .returning({ id: titulos.id });
  if (cancelados.length === 0) return [];
  return tx
    .update(cobrancas)
    .set({ status: 'cancelada' })
    .where(and(inArray(cobrancas.tituloId, cancelados.map((t) => t.id)), eq(cobrancas.status, 'ativa')))
    .returning({ txid: cobrancas.txid, meio: cobrancas.meio, provedor: cobrancas.provedor });
}
