import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

/** GET /processos/:id/peticoes/:pid/recibo: saves the petition's PDF receipt. */
export function baixarReciboPeticao(v: { processoId: string; peticaoId: string; protocolo: string }): Promise<string> {
  return baixarArquivo(
    `/processos/${encodeURIComponent(v.processoId)}/peticoes/${encodeURIComponent(v.peticaoId)}/recibo`,
    `recibo-${v.protocolo.replace('/', '-')}.pdf`,
    { tipo: 'application/pdf' },
  );
}

export function useBaixarReciboPeticao() {
  return useMutation({ mutationFn: baixarReciboPeticao });
}
