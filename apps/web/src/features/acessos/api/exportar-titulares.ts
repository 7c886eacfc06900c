import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

/** GET /area-restrita/acessos/titulares/csv: who holds each flag, saved as a file (the export is audited). */
export function exportarTitulares(): Promise<string> {
  return baixarArquivo('/area-restrita/acessos/titulares/csv', 'acessos.csv', { tipo: 'text/csv;charset=utf-8' });
}

export function useExportarTitulares() {
  return useMutation({ mutationFn: exportarTitulares });
}
