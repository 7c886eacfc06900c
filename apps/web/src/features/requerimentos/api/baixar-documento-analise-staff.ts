import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

export interface DocumentoParaBaixar {
  requerimentoId: string;
  documentoId: string;
  /** Name shown in the list, used when the server sends none. */
  nome: string;
}

/**
 * GET /area-restrita/requerimentos/:id/documentos/:documentoId through the api client (it carries the
 * token), then hands the file to the browser to save. Answers the file name.
 */
export function baixarDocumentoStaff({ requerimentoId, documentoId, nome }: DocumentoParaBaixar): Promise<string> {
  return baixarArquivo(`/area-restrita/requerimentos/${encodeURIComponent(requerimentoId)}/documentos/${encodeURIComponent(documentoId)}`, nome);
}

export function useBaixarDocumentoStaff() {
  return useMutation({ mutationFn: baixarDocumentoStaff });
}
