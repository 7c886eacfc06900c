/**
 * The fee table's search text: lower case without accents, so 'Ação de alimentos' is found by 'acao alimentos'.
 * The stored column (honorarios_itens.busca) and the words typed go through the same function.
 */

/** 'Família e Sucessões  2.1' → 'familia e sucessoes 2.1'. */
export function textoDeBusca(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a search, each normalised like the stored text; every one of them must appear. */
export function palavrasDaBusca(busca: string | undefined): string[] {
  if (!busca) return [];
  return textoDeBusca(busca).split(' ').filter(Boolean);
}

/** A word as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export function padraoContem(palavra: string): string {
  return `%${palavra.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
