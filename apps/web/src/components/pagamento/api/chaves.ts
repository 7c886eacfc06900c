/**
 * Every finance query of the member starts with this key, so a change (an agreement made, a título paid)
 * can refresh títulos, plans and the anuidade in one call. Shared by the payment widget and the finance feature.
 */
export const CHAVE_FINANCEIRO = ['financeiro'] as const;

export const chaveTitulo = (nufin: number) => [...CHAVE_FINANCEIRO, 'titulo', nufin] as const;
