import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

/** GET /financeiro/demonstrativo/:ano: the year's payments as a PDF, for the income tax return (404 when there are none). */
export function baixarDemonstrativo(ano: number): Promise<string> {
  return baixarArquivo(`/financeiro/demonstrativo/${encodeURIComponent(String(ano))}`, `demonstrativo-pagamentos-${ano}.pdf`, {
    tipo: 'application/pdf',
  });
}

export function useBaixarDemonstrativo() {
  return useMutation({ mutationFn: baixarDemonstrativo });
}
