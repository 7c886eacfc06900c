import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

/** GET /area-restrita/presenca/listas/:id/csv: the list as a CSV file (';', UTF-8 with BOM). */
export function baixarCsvLista(id: string): Promise<string> {
  return baixarArquivo(`/area-restrita/presenca/listas/${encodeURIComponent(id)}/csv`, 'presenca.csv', { tipo: 'text/csv;charset=utf-8' });
}

export function useBaixarCsvLista() {
  return useMutation({ mutationFn: baixarCsvLista });
}
