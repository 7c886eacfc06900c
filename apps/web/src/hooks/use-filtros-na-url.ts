import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface OpcoesDaMudanca {
  /** Keep the page as it is (by default any change that does not name the page goes back to the first one). */
  manterPagina?: boolean;
  /** Replace the history entry instead of pushing one (typing in a field, not a deliberate step). */
  substituir?: boolean;
  /** Start from an empty query: only the given values stay (a filter form applied as a whole). */
  zerar?: boolean;
}

/** Mudanças of the query: an empty string or undefined removes the parameter. */
export type MudancasNaUrl = Record<string, string | undefined>;

/**
 * A list's filters and page kept in the URL (?filtro=…&pagina=…), so that Back and a shared link show the same
 * list. `parametroPagina` names the page parameter; the first page is written as no parameter by the callers.
 */
export function useFiltrosNaUrl({ parametroPagina = 'pagina' }: { parametroPagina?: string } = {}) {
  const [params, setParams] = useSearchParams();

  const alterar = useCallback(
    (mudancas: MudancasNaUrl, { manterPagina = false, substituir = false, zerar = false }: OpcoesDaMudanca = {}) =>
      setParams(
        (atual) => {
          const novo = zerar ? new URLSearchParams() : new URLSearchParams(atual);
          for (const [chave, valor] of Object.entries(mudancas)) {
            if (valor === undefined || valor === '') novo.delete(chave);
            else novo.set(chave, valor);
          }
          if (!manterPagina && !(parametroPagina in mudancas)) novo.delete(parametroPagina);
          return novo;
        },
        { replace: substituir },
      ),
    [setParams, parametroPagina],
  );

  /** Goes to page `pagina` (the first page is no parameter). */
  const irParaPagina = useCallback(
    (pagina: number, opcoes: Omit<OpcoesDaMudanca, 'manterPagina' | 'zerar'> = {}) =>
      alterar({ [parametroPagina]: pagina <= 1 ? undefined : String(pagina) }, { ...opcoes, manterPagina: true }),
    [alterar, parametroPagina],
  );

  /** Removes every filter (and the page), replacing the history entry. */
  const limpar = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return { params, alterar, irParaPagina, limpar };
}

/** A value of the URL among the allowed ones, or undefined. */
export function lerEnum<T extends string>(valor: string | null, permitidos: readonly T[]): T | undefined {
  return permitidos.find((p) => p === valor);
}

/** A page number of the URL: a whole number from 1, else 1. */
export function lerPagina(valor: string | null): number {
  const n = Number(valor);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
