/**
 * Counts in Portuguese: the singular for exactly 1, the plural otherwise (0 takes the plural: "0 presentes").
 * `contagem(1, 'eleitor', 'eleitores')` is "1 eleitor"; `plural` gives the word alone, for a verb or an
 * adjective that agrees with a count ("Resta 1 dose", "Restam 3 doses").
 */
export const plural = (n: number, singular: string, varios: string): string => (n === 1 ? singular : varios);

export const contagem = (n: number, singular: string, varios: string): string => `${n.toLocaleString('pt-BR')} ${plural(n, singular, varios)}`;
