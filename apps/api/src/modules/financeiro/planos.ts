/** The member's payment plans (anuidade split, negotiation) as the API shows them: figures, replaced títulos, installments, term. */
import type { Plano, TituloResumo } from '@portal/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { planos, titulos } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';
import { titulosDe, type LinhaPlano, type LinhaTitulo } from './titulo.js';

/** At most this many plans in the member's list (a member has a handful; this only bounds the answer). */
const MAX_PLANOS = 100;

/** A replaced título in short: its value is the principal it had when the plan replaced it. */
function resumoDe(t: LinhaTitulo): TituloResumo {
  return {
    id: t.id,
    nufin: t.nufin,
    origem: t.origem,
    descricao: t.descricao,
    exercicio: t.exercicio,
    vencimento: t.vencimento,
    valorCentavos: t.valorCentavos,
    status: t.status,
    vencido: false,
  };
}

/** Plans of one member as the API shows them: two queries for all their títulos, one `titulosDe` for the installments. */
export async function planosDe(ex: Executor, pessoaId: string, linhas: readonly LinhaPlano[], hoje: string): Promise<Plano[]> {
  if (linhas.length === 0) return [];
  const ids = linhas.map((p) => p.id);
  const [parcelas, originais] = await Promise.all([
    ex.select().from(titulos).where(inArray(titulos.planoId, ids)).orderBy(asc(titulos.parcela), asc(titulos.nufin)),
    ex.select().from(titulos).where(inArray(titulos.renegociadoEmPlanoId, ids)).orderBy(asc(titulos.vencimento), asc(titulos.nufin)),
  ]);
  const parcelasApi = await titulosDe(ex, pessoaId, parcelas, hoje);
  return linhas.map((p) => ({
    id: p.id,
    numero: p.numero,
    tipo: p.tipo,
    status: p.status,
    criadoEm: p.criadoEm.toISOString(),
    principalCentavos: p.principalCentavos,
    multaCentavos: p.multaCentavos,
    jurosCentavos: p.jurosCentavos,
    descontoCentavos: p.descontoCentavos,
    totalCentavos: p.totalCentavos,
    entradaCentavos: p.entradaCentavos,
    originais: originais.filter((t) => t.renegociadoEmPlanoId === p.id).map(resumoDe),
    parcelas: parcelasApi.filter((t) => t.plano?.id === p.id),
    termo:
      p.termoTexto && p.termoVersao && p.termoAceitoEm ? { versao: p.termoVersao, aceitoEm: p.termoAceitoEm.toISOString(), texto: p.termoTexto } : null,
  }));
}

/** One plan of the member (it was just made, so it exists). */
export async function planoDoMembro(ex: Executor, pessoaId: string, planoId: string, hoje: string): Promise<Plano> {
  const linhas = await ex
    .select()
    .from(planos)
    .where(and(eq(planos.id, planoId), eq(planos.pessoaId, pessoaId)))
    .limit(1);
  const [plano] = await planosDe(ex, pessoaId, linhas, hoje);
  if (!plano) throw new Error(`Plano ${planoId} não encontrado.`);
  return plano;
}

/** The member's plans, newest first. */
export async function listarPlanos(ex: Executor, pessoaId: string, hoje: string): Promise<Plano[]> {
  const linhas = await ex.select().from(planos).where(eq(planos.pessoaId, pessoaId)).orderBy(desc(planos.criadoEm), desc(planos.numero)).limit(MAX_PLANOS);
  return planosDe(ex, pessoaId, linhas, hoje);
}

/**
 * Whether every installment of a plan is paid, and what was paid in all, for an area's settlement or reversal
 * hook (ViraMais credits an anuidade split in installments when the last one is paid). Locks the plan (título →
 * plano, the order settlement uses): two last installments settling at once are serialised, and the second one
 * sees the first paid.
 */
export async function quitacaoDoPlano(tx: Executor, planoId: string): Promise<{ quitado: boolean; pagoCentavos: number }> {
  const [plano] = await tx.select({ id: planos.id }).from(planos).where(eq(planos.id, planoId)).for('update');
  if (!plano) return { quitado: false, pagoCentavos: 0 };
  const parcelas = await tx.select({ status: titulos.status, pago: titulos.valorPagoCentavos }).from(titulos).where(eq(titulos.planoId, planoId));
  return {
    quitado: parcelas.length > 0 && parcelas.every((p) => p.status === 'pago'),
    pagoCentavos: parcelas.reduce((s, p) => s + (p.status === 'pago' ? Number(p.pago ?? 0) : 0), 0),
  };
}
