import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

/** GET /requerimentos/:id/documentos/:documentoId: one of the member's files, saved by the browser. Answers the file name. */
export function baixarDocumento({ id, documentoId, nome }: { id: string; documentoId: string; nome: string }): Promise<string> {
  return baixarArquivo(`/requerimentos/${encodeURIComponent(id)}/documentos/${encodeURIComponent(documentoId)}`, nome);
}

export function useBaixarDocumento() {
  return useMutation({ mutationFn: baixarDocumento });
}
