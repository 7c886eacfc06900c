/**
 * ViraMais (CASAG): the rule in one place — how credits are earned, how long they last, where they are spent —
 * and the API's shapes. The API computes with these figures and the page explains them with the same ones.
 */
import { z } from 'zod';

export const REGRAS_VIRAMAIS = {
  /** Share of the anuidade paid that becomes credit, in basis points (1000 = 10 %). */
  percentualAnuidadeBp: 1_000,
  /** A credit can be spent until December 31 of the year after the payment that earned it. */
  anosDeValidade: 1,
  /** Where credits pay, whole or in part (the rest by PIX or boleto). */
  ondeUsar: ['Convites do CEL', 'Vacinas da CASAG', 'Ingressos da festa junina'],
} as const;

/** Credits earned by paying `pagoCentavos` of the anuidade (rounded down to the centavo). */
export function creditoDaAnuidade(pagoCentavos: number): number {
  return Math.floor((pagoCentavos * REGRAS_VIRAMAIS.percentualAnuidadeBp) / 10_000);
}

/** Last day (YYYY-MM-DD) a credit earned on `diaDoPagamento` (YYYY-MM-DD, São Paulo) can be spent. */
export function validadeDoCredito(diaDoPagamento: string): string {
  return `${Number(diaDoPagamento.slice(0, 4)) + REGRAS_VIRAMAIS.anosDeValidade}-12-31`;
}

export const TIPOS_MOVIMENTO_VIRAMAIS = ['credito', 'debito', 'estorno', 'expiracao', 'reversao'] as const;
export type TipoMovimentoViraMais = (typeof TIPOS_MOVIMENTO_VIRAMAIS)[number];

export const ROTULOS_MOVIMENTO_VIRAMAIS: Record<TipoMovimentoViraMais, string> = {
  credito: 'Crédito',
  debito: 'Uso',
  estorno: 'Devolução',
  expiracao: 'Vencimento',
  reversao: 'Crédito retirado',
};

export const viramaisQuerySchema = z.strictObject({
  pagina: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'A página começa em 1.').max(10_000, 'Página inválida.').default(1),
});

export const movimentoViraMaisSchema = z.object({
  id: z.uuid(),
  tipo: z.enum(TIPOS_MOVIMENTO_VIRAMAIS),
  /** Signed: credits and give-backs add, spending, expiry and take-backs subtract. */
  valorCentavos: z.number().int(),
  descricao: z.string(),
  em: z.string(),
  /** The last day of the lot this entry belongs to. */
  loteValidoAte: z.string(),
});
export type MovimentoViraMais = z.infer<typeof movimentoViraMaisSchema>;

/** GET /wsapp/viramais: balance, what expires when, one page of the statement (newest first) and the rule. */
export const viramaisSchema = z.object({
  saldoCentavos: z.number().int(),
  /** Credits still owed after a reversed payment whose credits had been spent; future credits settle it first. */
  pendenciaCentavos: z.number().int(),
  /** Balance left to expire, grouped by last valid day, soonest first. */
  vencimentos: z.array(z.object({ validoAte: z.string(), saldoCentavos: z.number().int() })),
  extrato: z.object({
    itens: z.array(movimentoViraMaisSchema),
    total: z.number().int(),
    pagina: z.number().int(),
    porPagina: z.number().int(),
  }),
  regras: z.object({
    percentualAnuidade: z.number(),
    validade: z.string(),
    ondeUsar: z.array(z.string()),
  }),
});
export type ViraMais = z.infer<typeof viramaisSchema>;
