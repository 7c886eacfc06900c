import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

/** GET /processos/:id/documentos/:docId: one document of the process, saved by the browser. */
export async function baixarDocumentoProcesso({ processoId, documento }: { processoId: string; documento: { id: string; nome: string } }): Promise<void> {
  await baixarArquivo(`/processos/${encodeURIComponent(processoId)}/documentos/${encodeURIComponent(documento.id)}`, documento.nome);
}

export function useBaixarDocumentoProcesso() {
  return useMutation({ mutationFn: baixarDocumentoProcesso });
}
