import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

// Apart from ./titulo (which reads a título with its zod schema): a título's card offers the receipt on pages drawn
// without zod (ADR 067).

/** GET /financeiro/titulos/:nufin/recibo: the receipt of a paid título as a PDF (409 with the reason before it is paid). */
export function baixarRecibo(nufin: number): Promise<string> {
  return baixarArquivo(`/financeiro/titulos/${encodeURIComponent(String(nufin))}/recibo`, `recibo-${nufin}.pdf`, {
    tipo: 'application/pdf',
  });
}

export function useBaixarRecibo() {
  return useMutation({ mutationFn: baixarRecibo });
}
