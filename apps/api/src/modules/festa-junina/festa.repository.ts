import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { LoteFesta, TipoIngresso } from '@portal/contracts';
import type { festaCompras} from '../../db/schema/index.js';
import { festaCheckins, festaEventos, festaIngressos, festaLotes } from '../../db/schema/index.js';
import type { Executor } from '../../db/transacao.js';

export type LinhaEvento = typeof festaEventos.$inferSelect;
export type LinhaLote = typeof festaLotes.$inferSelect;
export type LinhaCompra = typeof festaCompras.$inferSelect;
export type LinhaIngresso = typeof festaIngressos.$inferSelect;

/** The reference of a purchase's título and ViraMais debit. */
export const REFERENCIA_COMPRA = 'ingresso_compra';

export function loteDto(l: LinhaLote): LoteFesta {
  return {
    id: l.id,
    nome: l.nome,
    ordem: l.ordem,
    quantidade: l.quantidade,
    vendidos: l.vendidos,
    abreEm: l.abreEm,
    precos: { advogado: l.precoAdvogadoCentavos, convidado: l.precoConvidadoCentavos, crianca: l.precoCriancaCentavos },
  };
}

export function precoDe(l: LinhaLote, tipo: TipoIngresso): number {
  return tipo === 'advogado' ? l.precoAdvogadoCentavos : tipo === 'convidado' ? l.precoConvidadoCentavos : l.precoCriancaCentavos;
}

/**
 * The lot on sale on `hoje`: lots open in order, the first at once, each next one on its date or when the
 * previous sold out; the lot on sale is the last open one with units left (an older lot still open closes
 * when a later one opens on its date). null when everything open is sold out.
 */
export function loteAVenda<T extends Pick<LinhaLote, 'ordem' | 'quantidade' | 'vendidos' | 'abreEm'>>(lotes: readonly T[], hoje: string): T | null {
  const ordenados = [...lotes].sort((a, b) => a.ordem - b.ordem);
  let atual: T | null = null;
  let anteriorEsgotado = true;
  for (const l of ordenados) {
    const aberto = anteriorEsgotado || (l.abreEm !== null && l.abreEm <= hoje);
    if (!aberto) break;
    const restantes = l.quantidade - l.vendidos;
    if (restantes > 0) atual = l;
    anteriorEsgotado = restantes <= 0;
  }
  return atual;
}

/** The upcoming events (today or later), the earliest first. */
export async function proximosEventos(ex: Executor, hoje: string, limite = 20): Promise<LinhaEvento[]> {
  return ex.select().from(festaEventos).where(gte(festaEventos.data, hoje)).orderBy(asc(festaEventos.data), asc(festaEventos.criadoEm)).limit(limite);
}

export async function lotesDo(ex: Executor, eventoId: string): Promise<LinhaLote[]> {
  return ex.select().from(festaLotes).where(eq(festaLotes.eventoId, eventoId)).orderBy(asc(festaLotes.ordem));
}

/** A member's live tickets (reserved or issued) in an event, by kind. */
export async function contagemDoMembro(ex: Executor, eventoId: string, pessoaId: string): Promise<Record<TipoIngresso, number>> {
  const linhas = await ex
    .select({ tipo: festaIngressos.tipo, n: sql<number>`count(*)::int` })
    .from(festaIngressos)
    .where(and(eq(festaIngressos.eventoId, eventoId), eq(festaIngressos.pessoaId, pessoaId), inArray(festaIngressos.status, ['reservado', 'emitido'])))
    .groupBy(festaIngressos.tipo);
  const r: Record<TipoIngresso, number> = { advogado: 0, convidado: 0, crianca: 0 };
  for (const l of linhas) r[l.tipo] = Number(l.n);
  return r;
}


/** An event's numbers for staff: tickets issued, reserved, and admitted. */
export async function numerosDoEvento(ex: Executor, eventoId: string) {
  const [ing] = await ex
    .select({
      emitidos: sql<number>`count(*) filter (where ${festaIngressos.status} = 'emitido')::int`,
      reservados: sql<number>`count(*) filter (where ${festaIngressos.status} = 'reservado')::int`,
    })
    .from(festaIngressos)
    .where(eq(festaIngressos.eventoId, eventoId));
  const [chk] = await ex.select({ n: sql<number>`count(*)::int` }).from(festaCheckins).where(eq(festaCheckins.eventoId, eventoId));
  return { emitidos: Number(ing?.emitidos ?? 0), reservados: Number(ing?.reservados ?? 0), checkins: Number(chk?.n ?? 0) };
}
