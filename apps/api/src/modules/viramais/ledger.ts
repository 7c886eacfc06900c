import { hojeSaoPaulo, somarDias } from '@portal/contracts';
import { and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { viramaisLotes, viramaisMovimentos, viramaisPendencias } from '../../db/schema/index.js';
import type { Executor, Tx } from '../../db/transacao.js';
import { AppError } from '../../lib/app-error.js';

/** What a debit paid for, or what a credit came from: a purchase, an invitation, a paid título. */
export interface ReferenciaViraMais {
  tipo: string;
  id: string;
}

/** Credits available to spend on `hoje` (lots not expired), in centavos. */
export async function saldoViraMais(executor: Executor, pessoaId: string, hoje: string): Promise<number> {
  const [linha] = await executor
    .select({ saldo: sql<string>`coalesce(sum(${viramaisLotes.saldoCentavos}), 0)` })
    .from(viramaisLotes)
    .where(and(eq(viramaisLotes.pessoaId, pessoaId), gte(viramaisLotes.validoAte, hoje), gt(viramaisLotes.saldoCentavos, 0)));
  return Number(linha?.saldo ?? 0);
}

/**
 * Credits a lot (idempotent by its origin: a second call for the same origin credits nothing and answers
 * null). `valorCentavos` ≤ 0 credits nothing. `referencia` is what the credit entry names (what earned it, for
 * reverterCreditosDe to find it: a paid título, a plan); the origin by default. What the member still owes from
 * a reversed payment (viramais_pendencias) is settled first from the member's credits. `em`: when it was earned
 * (the payment's time; now by default).
 */
export async function creditarViraMais(
  tx: Tx,
  c: { pessoaId: string; valorCentavos: number; validoAte: string; origem: ReferenciaViraMais; descricao: string; referencia?: ReferenciaViraMais; em?: Date },
): Promise<{ loteId: string } | null> {
  if (!Number.isInteger(c.valorCentavos) || c.valorCentavos <= 0) return null;
  const [lote] = await tx
    .insert(viramaisLotes)
    .values({ pessoaId: c.pessoaId, origemTipo: c.origem.tipo, origemId: c.origem.id, valorCentavos: c.valorCentavos, saldoCentavos: c.valorCentavos, validoAte: c.validoAte, ...(c.em ? { criadoEm: c.em } : {}) })
    .onConflictDoNothing()
    .returning({ id: viramaisLotes.id });
  if (!lote) return null;
  await tx.insert(viramaisMovimentos).values({
    pessoaId: c.pessoaId,
    loteId: lote.id,
    tipo: 'credito',
    valorCentavos: c.valorCentavos,
    referenciaTipo: (c.referencia ?? c.origem).tipo,
    referenciaId: (c.referencia ?? c.origem).id,
    descricao: c.descricao,
    ...(c.em ? { em: c.em } : {}),
  });
  await quitarPendencias(tx, c.pessoaId, hojeSaoPaulo());
  return { loteId: lote.id };
}

/**
 * Spends up to `ateCentavos` of the member's credits on `referencia`, oldest expiry first, each debit paired
 * with its lot. The lots are locked (FOR UPDATE) in the order they are spent, so two purchases racing for the
 * same credits serialise and the second sees what the first left; the lot's check keeps every balance ≥ 0.
 * Answers what was debited (0 when there is nothing to spend). With `exigirTudo`, anything short of
 * `ateCentavos` refuses with SALDO_VIRAMAIS_INSUFICIENTE and debits nothing.
 */
export async function debitarViraMais(
  tx: Tx,
  d: { pessoaId: string; ateCentavos: number; hoje: string; referencia: ReferenciaViraMais; descricao: string; exigirTudo?: boolean },
): Promise<number> {
  if (!Number.isInteger(d.ateCentavos) || d.ateCentavos <= 0) return 0;
  const lotes = await tx
    .select({ id: viramaisLotes.id, saldo: viramaisLotes.saldoCentavos })
    .from(viramaisLotes)
    .where(and(eq(viramaisLotes.pessoaId, d.pessoaId), gte(viramaisLotes.validoAte, d.hoje), gt(viramaisLotes.saldoCentavos, 0)))
    .orderBy(asc(viramaisLotes.validoAte), asc(viramaisLotes.criadoEm), asc(viramaisLotes.id))
    .for('update');
  const disponivel = lotes.reduce((s, l) => s + l.saldo, 0);
  if (d.exigirTudo && disponivel < d.ateCentavos) {
    throw new AppError('SALDO_VIRAMAIS_INSUFICIENTE', 'Seu saldo ViraMais não cobre este valor.');
  }
  let falta = d.ateCentavos;
  for (const lote of lotes) {
    if (falta === 0) break;
    const tirar = Math.min(lote.saldo, falta);
    await tx
      .update(viramaisLotes)
      .set({ saldoCentavos: sql`${viramaisLotes.saldoCentavos} - ${tirar}` })
      .where(eq(viramaisLotes.id, lote.id));
    await tx.insert(viramaisMovimentos).values({
      pessoaId: d.pessoaId,
      loteId: lote.id,
      tipo: 'debito',
      valorCentavos: -tirar,
      referenciaTipo: d.referencia.tipo,
      referenciaId: d.referencia.id,
      descricao: d.descricao,
    });
    falta -= tirar;
  }
  return d.ateCentavos - falta;
}

/**
 * Gives back what `referencia` spent (a purchase cancelled, refunded or expired unpaid): each lot gets back what
 * was taken from it, as an estorno paired with that lot. Idempotent: what was already given back is not given
 * twice. A lot past its expiry gets it back too and the expiry job takes it. Answers the centavos returned.
 */
export async function estornarViraMais(tx: Tx, referencia: ReferenciaViraMais, descricao: string): Promise<number> {
  const porLote = await tx
    .select({
      loteId: viramaisMovimentos.loteId,
      pessoaId: viramaisMovimentos.pessoaId,
      liquido: sql<string>`sum(${viramaisMovimentos.valorCentavos})`,
    })
    .from(viramaisMovimentos)
    .where(
      and(
        eq(viramaisMovimentos.referenciaTipo, referencia.tipo),
        eq(viramaisMovimentos.referenciaId, referencia.id),
        sql`${viramaisMovimentos.tipo} in ('debito', 'estorno')`,
      ),
    )
    .groupBy(viramaisMovimentos.loteId, viramaisMovimentos.pessoaId)
    .orderBy(asc(viramaisMovimentos.loteId));
  let devolvido = 0;
  for (const l of porLote) {
    // Lock the lot first: a second estorno of the same reference waits here and then sees the first one.
    await tx.select({ id: viramaisLotes.id }).from(viramaisLotes).where(eq(viramaisLotes.id, l.loteId)).for('update');
    const [atual] = await tx
      .select({ liquido: sql<string>`coalesce(sum(${viramaisMovimentos.valorCentavos}), 0)` })
      .from(viramaisMovimentos)
      .where(
        and(
          eq(viramaisMovimentos.loteId, l.loteId),
          eq(viramaisMovimentos.referenciaTipo, referencia.tipo),
          eq(viramaisMovimentos.referenciaId, referencia.id),
          sql`${viramaisMovimentos.tipo} in ('debito', 'estorno')`,
        ),
      );
    const devolver = -Number(atual?.liquido ?? 0);
    if (devolver <= 0) continue;
    await tx
      .update(viramaisLotes)
      .set({ saldoCentavos: sql`${viramaisLotes.saldoCentavos} + ${devolver}` })
      .where(eq(viramaisLotes.id, l.loteId));
    await tx.insert(viramaisMovimentos).values({
      pessoaId: l.pessoaId,
      loteId: l.loteId,
      tipo: 'estorno',
      valorCentavos: devolver,
      referenciaTipo: referencia.tipo,
      referenciaId: referencia.id,
      descricao,
    });
    devolvido += devolver;
  }
  // What came back settles first what the member owes from a reversed payment.
  for (const pessoaId of new Set(porLote.map((l) => l.pessoaId))) await quitarPendencias(tx, pessoaId, hojeSaoPaulo());
  return devolvido;
}

/** Zeroes every lot whose last valid day is before `hoje`, each with an expiracao entry. Answers how many. */
export async function expirarViraMais(tx: Tx, hoje: string): Promise<number> {
  const vencidos = await tx
    .select({ id: viramaisLotes.id, pessoaId: viramaisLotes.pessoaId, saldo: viramaisLotes.saldoCentavos, validoAte: viramaisLotes.validoAte })
    .from(viramaisLotes)
    .where(and(lt(viramaisLotes.validoAte, hoje), gt(viramaisLotes.saldoCentavos, 0)))
    .orderBy(asc(viramaisLotes.id))
    .for('update', { skipLocked: true });
  for (const l of vencidos) {
    await tx.update(viramaisLotes).set({ saldoCentavos: 0 }).where(eq(viramaisLotes.id, l.id));
    await tx.insert(viramaisMovimentos).values({
      pessoaId: l.pessoaId,
      loteId: l.id,
      tipo: 'expiracao',
      valorCentavos: -l.saldo,
      referenciaTipo: 'lote',
      referenciaId: l.id,
      descricao: `Créditos vencidos em ${l.validoAte.split('-').reverse().join('/')}`,
      // Dated when the credits stopped counting (the first moment after their last valid day, São Paulo), not when
      // this run found them: a run after the portal was down (or the demo seed) dates the statement right.
      em: new Date(`${somarDias(l.validoAte, 1)}T00:00:00-03:00`),
    });
  }
  return vencidos.length;
}

/** The kind of reference of every entry that takes back a reversed credit: its id is the lot taken back. */
export const REVERSAO_DE_CREDITO = 'reversao_credito';

const ordemDeGasto = [asc(viramaisLotes.validoAte), asc(viramaisLotes.criadoEm), asc(viramaisLotes.id)] as const;

/** Takes up to `quanto` from the given lots (locked by the caller, in spending order), as reversao entries of `loteRevertido`. */
async function tirarDosLotes(
  tx: Tx,
  lotes: { id: string; pessoaId: string; saldo: number }[],
  quanto: number,
  loteRevertido: string,
  descricao: string,
): Promise<number> {
  let falta = quanto;
  for (const lote of lotes) {
    if (falta === 0) break;
    const tirar = Math.min(lote.saldo, falta);
    if (tirar <= 0) continue;
    await tx
      .update(viramaisLotes)
      .set({ saldoCentavos: sql`${viramaisLotes.saldoCentavos} - ${tirar}` })
      .where(eq(viramaisLotes.id, lote.id));
    await tx.insert(viramaisMovimentos).values({
      pessoaId: lote.pessoaId,
      loteId: lote.id,
      tipo: 'reversao',
      valorCentavos: -tirar,
      referenciaTipo: REVERSAO_DE_CREDITO,
      referenciaId: loteRevertido,
      descricao,
    });
    lote.saldo -= tirar;
    falta -= tirar;
  }
  return quanto - falta;
}

/**
 * Takes back the credits `referencia` earned (a paid anuidade whose payment was reversed): each credit lot
 * whose entry names it loses what is left of it (a reversao on that lot); what had already been spent from it
 * is taken from the member's other valid credits, oldest expiry first; what even they cannot cover becomes a
 * pendência that later credits settle first. What expired from the lot is not taken again. Idempotent: a lot
 * already taken back is skipped. The member's lots are locked in the order debits lock them (no cycle with a
 * purchase spending at the same time). Answers the centavos taken and the centavos left owed.
 */
export async function reverterCreditosDe(
  tx: Tx,
  referencia: ReferenciaViraMais,
  hoje: string,
  descricao: string,
): Promise<{ retiradoCentavos: number; pendenteCentavos: number }> {
  const creditos = await tx
    .select({ loteId: viramaisMovimentos.loteId, pessoaId: viramaisMovimentos.pessoaId })
    .from(viramaisMovimentos)
    .where(and(eq(viramaisMovimentos.tipo, 'credito'), eq(viramaisMovimentos.referenciaTipo, referencia.tipo), eq(viramaisMovimentos.referenciaId, referencia.id)))
    .orderBy(asc(viramaisMovimentos.loteId));
  let retiradoCentavos = 0;
  let pendenteCentavos = 0;
  for (const credito of creditos) {
    const lotes = await tx
      .select({ id: viramaisLotes.id, pessoaId: viramaisLotes.pessoaId, saldo: viramaisLotes.saldoCentavos, validoAte: viramaisLotes.validoAte })
      .from(viramaisLotes)
      .where(and(eq(viramaisLotes.pessoaId, credito.pessoaId), or(eq(viramaisLotes.id, credito.loteId), gt(viramaisLotes.saldoCentavos, 0))))
      .orderBy(...ordemDeGasto)
      .for('update');
    const [jaRevertido] = await tx
      .select({ id: viramaisMovimentos.id })
      .from(viramaisMovimentos)
      .where(and(eq(viramaisMovimentos.referenciaTipo, REVERSAO_DE_CREDITO), eq(viramaisMovimentos.referenciaId, credito.loteId)))
      .limit(1);
    const [pendenciaAntiga] = await tx.select({ id: viramaisPendencias.id }).from(viramaisPendencias).where(eq(viramaisPendencias.loteId, credito.loteId)).limit(1);
    if (jaRevertido || pendenciaAntiga) continue;

    // What is left of the lot goes; what was spent from it (debits net of give-backs) is owed.
    const lote = lotes.find((l) => l.id === credito.loteId)!;
    const [gasto] = await tx
      .select({ liquido: sql<string>`coalesce(sum(${viramaisMovimentos.valorCentavos}), 0)` })
      .from(viramaisMovimentos)
      .where(and(eq(viramaisMovimentos.loteId, lote.id), inArray(viramaisMovimentos.tipo, ['debito', 'estorno'])));
    const devido = Math.max(0, -Number(gasto?.liquido ?? 0));
    retiradoCentavos += await tirarDosLotes(tx, [lote], lote.saldo, lote.id, descricao);
    const outros = lotes.filter((l) => l.id !== lote.id && l.validoAte >= hoje);
    const coberto = await tirarDosLotes(tx, outros, devido, lote.id, descricao);
    retiradoCentavos += coberto;
    if (devido > coberto) {
      await tx.insert(viramaisPendencias).values({ pessoaId: lote.pessoaId, loteId: lote.id, valorCentavos: devido - coberto, saldoCentavos: devido - coberto });
      pendenteCentavos += devido - coberto;
    }
  }
  return { retiradoCentavos, pendenteCentavos };
}

/**
 * Settles what the member owes from reversed credits (oldest pendência first) with the member's valid credits,
 * oldest expiry first, each as a reversao of the lot that was taken back. Lots are locked before the pendências
 * (the order reverterCreditosDe uses).
 */
export async function quitarPendencias(tx: Tx, pessoaId: string, hoje: string): Promise<void> {
  const [existe] = await tx.select({ id: viramaisPendencias.id }).from(viramaisPendencias).where(and(eq(viramaisPendencias.pessoaId, pessoaId), gt(viramaisPendencias.saldoCentavos, 0))).limit(1);
  if (!existe) return;
  const lotes = await tx
    .select({ id: viramaisLotes.id, pessoaId: viramaisLotes.pessoaId, saldo: viramaisLotes.saldoCentavos })
    .from(viramaisLotes)
    .where(and(eq(viramaisLotes.pessoaId, pessoaId), gte(viramaisLotes.validoAte, hoje), gt(viramaisLotes.saldoCentavos, 0)))
    .orderBy(...ordemDeGasto)
    .for('update');
  const pendencias = await tx
    .select({ id: viramaisPendencias.id, loteId: viramaisPendencias.loteId, saldo: viramaisPendencias.saldoCentavos })
    .from(viramaisPendencias)
    .where(and(eq(viramaisPendencias.pessoaId, pessoaId), gt(viramaisPendencias.saldoCentavos, 0)))
    .orderBy(asc(viramaisPendencias.criadoEm), asc(viramaisPendencias.id))
    .for('update');
  for (const p of pendencias) {
    const pago = await tirarDosLotes(tx, lotes, p.saldo, p.loteId, 'Quitação de créditos de pagamento estornado');
    if (pago === 0) break;
    await tx
      .update(viramaisPendencias)
      .set({ saldoCentavos: sql`${viramaisPendencias.saldoCentavos} - ${pago}` })
      .where(eq(viramaisPendencias.id, p.id));
  }
}

/** What the member still owes from reversed credits, in centavos. */
export async function pendenciaViraMais(executor: Executor, pessoaId: string): Promise<number> {
  const [linha] = await executor
    .select({ total: sql<string>`coalesce(sum(${viramaisPendencias.saldoCentavos}), 0)` })
    .from(viramaisPendencias)
    .where(eq(viramaisPendencias.pessoaId, pessoaId));
  return Number(linha?.total ?? 0);
}
