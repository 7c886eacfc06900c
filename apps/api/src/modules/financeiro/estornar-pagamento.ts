/**
 * Staff register that a paid título's payment went back to the payer (a PIX devolução, a chargeback): the
 * título is open again (owed, as before the payment), its settling notification is marked 'estornado' with the
 * reason, a plan it completed is active again, and the título's origin undoes in its area what the payment did
 * (the hook's aoEstornar: ViraMais takes back the credits the anuidade earned), all in one transaction, audited.
 * Locks: the referenced thing (through the hook), then the título, then the plan — the order settlement uses.
 */
import { and, eq } from 'drizzle-orm';
import { pagamentos, planos, titulos } from '../../db/schema/index.js';
import type { Tx } from '../../db/transacao.js';
import { AppError } from '../../lib/app-error.js';
import type { Origem } from '../../lib/http/origem.js';
import { registrarAuditoria } from '../auditoria/index.js';
import { tituloNaoEncontrado } from './criar-cobranca.js';
import { ganchoDe, type ContextoGancho } from './ganchos-liquidacao.js';
import { referenciaDe } from './referencia.js';
import type { LinhaTitulo } from './titulo.js';

async function bloquearPorNufin(tx: Tx, nufin: number): Promise<LinhaTitulo | null> {
  const [solto] = await tx.select({ id: titulos.id, origem: titulos.origem, referenciaTipo: titulos.referenciaTipo, referenciaId: titulos.referenciaId }).from(titulos).where(eq(titulos.nufin, nufin)).limit(1);
  if (!solto) return null;
  const referencia = referenciaDe(solto);
  const bloquear = ganchoDe(solto.origem)?.bloquear;
  if (referencia && bloquear) await bloquear(tx, referencia);
  const [titulo] = await tx.select().from(titulos).where(eq(titulos.id, solto.id)).limit(1).for('update');
  return titulo ?? null;
}

export async function estornarPagamento(
  ctx: ContextoGancho,
  p: { nufin: number; motivo: string; usuarioId: string; origem: Origem },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const titulo = await bloquearPorNufin(tx, p.nufin);
    if (!titulo) throw tituloNaoEncontrado();
    if (titulo.status !== 'pago') throw new AppError('TITULO_NAO_PAGO', 'Só o pagamento de um título pago pode ser estornado.');
    const [aberto] = await tx
      .update(titulos)
      .set({ status: 'aberto', pagoEm: null, valorPagoCentavos: null, meioPagamento: null })
      .where(eq(titulos.id, titulo.id))
      .returning();
    const estornados = await tx
      .update(pagamentos)
      .set({ situacao: 'estornado', resolucaoObservacao: p.motivo, resolvidoPor: p.usuarioId, resolvidoEm: new Date() })
      .where(and(eq(pagamentos.tituloId, titulo.id), eq(pagamentos.situacao, 'liquidado')))
      .returning({ id: pagamentos.id });
    // A plan this título completed owes an installment again (título → plano, as settlement locks them).
    if (titulo.planoId) {
      await tx.update(planos).set({ status: 'ativo' }).where(and(eq(planos.id, titulo.planoId), eq(planos.status, 'quitado')));
    }
    await ganchoDe(titulo.origem)?.aoEstornar?.(tx, ctx, aberto!);
    await registrarAuditoria(tx, {
      acao: 'pagamento_estornado',
      sucesso: true,
      usuarioId: p.usuarioId,
      ip: p.origem.ip,
      userAgent: p.origem.userAgent,
      detalhes: {
        tituloId: titulo.id,
        nufin: titulo.nufin,
        pagoEm: titulo.pagoEm?.toISOString() ?? null,
        valorPagoCentavos: titulo.valorPagoCentavos,
        meio: titulo.meioPagamento,
        pagamentos: estornados.map((e) => e.id),
        motivo: p.motivo,
      },
    });
  });
}
