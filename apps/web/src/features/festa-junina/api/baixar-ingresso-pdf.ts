import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

/** GET /festa-junina/ingressos/:id/pdf: one issued ticket as a PDF. */
export function baixarIngressoPdf({ id, codigoCurto }: { id: string; codigoCurto: string }): Promise<string> {
  return baixarArquivo(`/festa-junina/ingressos/${encodeURIComponent(id)}/pdf`, `ingresso-${codigoCurto}.pdf`, { tipo: 'application/pdf' });
}

export function useBaixarIngressoPdf() {
  return useMutation({ mutationFn: baixarIngressoPdf });
}
