import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

/** GET /requerimentos/:id/comprovante.pdf: the receipt as a PDF, saved by the browser. Answers the file name. */
export function baixarComprovantePdf({ id, protocolo }: { id: string; protocolo: string }): Promise<string> {
  return baixarArquivo(`/requerimentos/${encodeURIComponent(id)}/comprovante.pdf`, `comprovante-${protocolo.replace(/[^0-9A-Za-z]+/g, '-')}.pdf`, {
    tipo: 'application/pdf',
  });
}

export function useBaixarComprovantePdf() {
  return useMutation({ mutationFn: baixarComprovantePdf });
}
