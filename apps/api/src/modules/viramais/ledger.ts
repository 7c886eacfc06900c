import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { viramaisLotes, viramaisMovimentos } from '../../db/schema/index.js';
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
 * null). `valorCentavos` ≤ 0 credits nothing.
 */
export async function creditarViraMais(
  tx: Tx,
  c: { pessoaId: string; valorCentavos: number; validoAte: string; origem: ReferenciaViraMais; descricao: string },
): Promise<{ loteId: string } | null> {
  if (!Number.isInteger(c.valorCentavos) || c.valorCentavos <= 0) return null;
  const [lote] = await tx
    .insert(viramaisLotes)
    .values({ pessoaId: c.pessoaId, origemTipo: c.origem.tipo, origemId: c.origem.id, valorCentavos: c.valorCentavos, saldoCentavos: c.valorCentavos, validoAte: c.validoAte })
    .onConflictDoNothing()
    .returning({ id: viramaisLotes.id });
  if (!lote) return null;
  await tx.insert(viramaisMovimentos).values({
    pessoaId: c.pessoaId,
    loteId: lote.id,
    tipo: 'credito',
    valorCentavos: c.valorCentavos,
    referenciaTipo: c.origem.tipo,
    referenciaId: c.origem.id,
    descricao: c.descricao,
  });
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
    throw new AppError(422, 'SALDO_VIRAMAIS_INSUFICIENTE', 'Seu saldo ViraMais não cobre este valor.');
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
    });
  }
  return vencidos.length;
}
