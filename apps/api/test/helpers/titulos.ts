/** The test título: one factory for every row of `titulos` a test writes straight to the database. */
import { hojeSaoPaulo, somarDias, type ORIGENS_TITULO } from '@portal/contracts';
import type { Db } from '../../src/db/client.js';
import { titulos } from '../../src/db/schema/index.js';
import { REFERENCIA_REQUERIMENTO } from '../../src/modules/financeiro/referencia.js';

export interface TituloDeTeste {
  pessoaId: string;
  vencimento: string;
  origem?: (typeof ORIGENS_TITULO)[number];
  descricao?: string;
  /** Default: the due date's year; null for none. */
  exercicio?: number | null;
  valorCentavos?: number;
  descontoCentavos?: number;
  descontoAte?: string | null;
  status?: 'aberto' | 'pago' | 'renegociado' | 'cancelado';
  /** Default: now for a paid título, else null. */
  pagoEm?: Date | null;
  valorPagoCentavos?: number | null;
  meioPagamento?: 'pix' | 'boleto' | null;
  /** The plan this título is an installment of, and which one. */
  planoId?: string | null;
  parcela?: number | null;
  /** What it charges for (a request's fee…); null: nothing (anuidade, fines, agreements). */
  referencia?: { tipo: string; id: string } | null;
}

export type LinhaTituloTeste = typeof titulos.$inferSelect;

/**
 * A título written straight to the database (setup; the routes are what the tests exercise). Unless told: an
 * open fine of R$ 985,00 of the due date's year, without discount, plan or reference.
 */
export async function inserirTitulo(db: Db, o: TituloDeTeste): Promise<LinhaTituloTeste> {
  const [t] = await db
    .insert(titulos)
    .values({
      pessoaId: o.pessoaId,
      // A fine by default: a debt like the anuidade, without its one-per-year rule.
      origem: o.origem ?? 'multa',
      descricao: o.descricao ?? `Multa de teste ${o.vencimento.slice(0, 4)}`,
      exercicio: o.exercicio === undefined ? Number(o.vencimento.slice(0, 4)) : o.exercicio,
      vencimento: o.vencimento,
      valorCentavos: o.valorCentavos ?? 98_500,
      descontoCentavos: o.descontoCentavos ?? 0,
      descontoAte: o.descontoAte ?? null,
      status: o.status ?? 'aberto',
      pagoEm: o.pagoEm ?? (o.status === 'pago' ? new Date() : null),
      valorPagoCentavos: o.valorPagoCentavos ?? null,
      meioPagamento: o.meioPagamento ?? null,
      planoId: o.planoId ?? null,
      parcela: o.parcela ?? null,
      referenciaTipo: o.referencia?.tipo ?? null,
      referenciaId: o.referencia?.id ?? null,
    })
    .returning();
  if (!t) throw new Error('titulo');
  return t;
}

/**
 * The open fee título of a request waiting for its payment (origin 'taxa_requerimento', referencing the
 * request), due in three days unless told.
 */
export function inserirTaxaDeRequerimento(
  db: Db,
  o: { pessoaId: string; requerimentoId: string; valorCentavos: number; vencimento?: string; descricao?: string },
): Promise<LinhaTituloTeste> {
  return inserirTitulo(db, {
    pessoaId: o.pessoaId,
    origem: 'taxa_requerimento',
    descricao: o.descricao ?? 'Taxa',
    // The exercício the tests have always written (a fee's exercício means nothing to them).
    exercicio: 2026,
    vencimento: o.vencimento ?? somarDias(hojeSaoPaulo(), 3),
    valorCentavos: o.valorCentavos,
    referencia: { tipo: REFERENCIA_REQUERIMENTO, id: o.requerimentoId },
  });
}
