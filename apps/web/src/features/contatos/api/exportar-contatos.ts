import type { FinalidadeContato } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import { paramsDosContatos, type FiltrosContatos } from './buscar-contatos';

/**
 * GET /area-restrita/contatos/csv: everyone of the filter (not just the page) who takes `finalidade` messages,
 * saved as a file; the export is audited.
 */
export function exportarContatos({ filtros, finalidade }: { filtros: FiltrosContatos; finalidade: FinalidadeContato }): Promise<string> {
  return baixarArquivo('/area-restrita/contatos/csv', 'contatos.csv', {
    tipo: 'text/csv;charset=utf-8',
    config: { params: { ...paramsDosContatos(filtros, { comPagina: false }), finalidade } },
  });
}

export function useExportarContatos() {
  return useMutation({ mutationFn: exportarContatos });
}
