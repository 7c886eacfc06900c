import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import { paramsDaInadimplencia, type FiltrosInadimplencia } from './get-inadimplencia';

/** GET /area-restrita/inadimplencia/csv: every defaulter of the filter (not just the page), saved as a file. */
export function baixarCsvInadimplencia(filtros: FiltrosInadimplencia): Promise<string> {
  return baixarArquivo('/area-restrita/inadimplencia/csv', 'inadimplencia.csv', {
    tipo: 'text/csv;charset=utf-8',
    config: { params: paramsDaInadimplencia(filtros, { comPagina: false }) },
  });
}

export function useBaixarCsvInadimplencia() {
  return useMutation({ mutationFn: baixarCsvInadimplencia });
}
