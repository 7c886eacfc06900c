import type { Documento } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

/** GET /requerimentos/:id/documentos/:documentoId: one of the member's files, saved by the browser. */
export async function baixarDocumento({ id, documento }: { id: string; documento: Documento }): Promise<void> {
  await baixarArquivo(`/requerimentos/${encodeURIComponent(id)}/documentos/${encodeURIComponent(documento.id)}`, documento.nome);
}

export function useBaixarDocumento() {
  return useMutation({ mutationFn: baixarDocumento });
}
