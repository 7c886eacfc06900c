import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

/** GET /usuario/meus-dados (LGPD): every piece of the member's data as a JSON file, saved by the browser. Answers the file name. */
export function baixarMeusDados(): Promise<string> {
  return baixarArquivo('/usuario/meus-dados', 'meus-dados-portal-unificado.json', { tipo: 'application/json' });
}

export function useBaixarMeusDados() {
  return useMutation({ mutationFn: baixarMeusDados });
}
