import type { Documento } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

/** GET /area-restrita/requerimentos/:id/documentos/:documentoId: a file of a request filed by staff. */
export async function baixarDocumentoStaff({ id, documento }: { id: string; documento: Documento }): Promise<void> {
  await baixarArquivo(`/area-restrita/requerimentos/${encodeURIComponent(id)}/documentos/${encodeURIComponent(documento.id)}`, documento.nome);
}

export function useBaixarDocumentoStaff() {
  return useMutation({ mutationFn: baixarDocumentoStaff });
}
