/** Everything the finance staff page reads: a payment or a review changes both lists. */
export const CHAVE_FINANCEIRO_STAFF = ['area-restrita', 'financeiro'] as const;
