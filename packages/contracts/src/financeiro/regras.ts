/**
 * Finance rules the portal enforces (DOMAIN.md, "Finance"). Money is always integer centavos; rates are basis
 * points (1 bp = 0,01 %), so every figure is an integer and the server and the browser compute the same.
 */

/** Fine and monthly interest a título carries unless it says otherwise: 2 % fine, 1 % a month pro rata die. */
export const ENCARGOS_PADRAO = { multaBp: 200, jurosMensalBp: 100 } as const;

export const REGRAS_ANUIDADE = {
  /** The early-payment discount never goes above 20 %. */
  descontoMaximoBp: 2000,
  /** Up to 12 installments. */
  parcelasMaximo: 12,
  /** The early-payment discount holds until the end of March (day and month). */
  descontoAteMesDia: '03-31',
  /**
   * The regular due date of the single payment: the last business day of this month (April; Provimento CFOAB
   * 232/2025), unless the exercício's resolution sets another date (modules/financeiro/anuidade-tabela.ts).
   */
  vencimentoMes: 4,
  /** Days from the split to the first installment's due date; the others fall monthly after it. */
  diasAtePrimeiraParcela: 7,
} as const;

/** One bracket of the negotiation discount: up to `ateParcelas` installments, at most `descontoMaximoBp` off interest and fine. */
export interface FaixaDescontoNegociacao {
  ateParcelas: number;
  descontoMaximoBp: number;
}

export const REGRAS_NEGOCIACAO = {
  parcelasMaximo: 24,
  /** No installment (and no entry) below R$ 100,00. */
  parcelaMinimaCentavos: 10_000,
  /** The entry is at least 10 % of the negotiated total (when the total is split at all). */
  entradaMinimaBp: 1000,
  /** Days from the agreement to the entry's due date; installments fall monthly after the entry. */
  diasAteEntrada: 3,
  /** Discount on interest and fine only (never on the principal), by number of installments. */
  faixasDesconto: [
    { ateParcelas: 1, descontoMaximoBp: 8000 },
    { ateParcelas: 6, descontoMaximoBp: 5000 },
    { ateParcelas: 12, descontoMaximoBp: 3000 },
    { ateParcelas: 24, descontoMaximoBp: 0 },
  ] as readonly FaixaDescontoNegociacao[],
  /** Version of the debt confession term's text (the accepted text itself is stored with the agreement). */
  versaoTermo: '2026.1',
} as const;

/** PIX charges expire after this many seconds (a new one is made when the member comes back). */
export const PIX_EXPIRACAO_PADRAO_S = 3600;
/** A boleto falls due this many days after it is issued when the título is already overdue. */
export const BOLETO_DIAS_VENCIMENTO = 3;
