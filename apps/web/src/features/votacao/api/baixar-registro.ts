import { useMutation } from '@tanstack/react-query';
import { baixarArquivo } from '@/lib/baixar-arquivo';

/** GET /votacoes/{id}/registro: the public record (one JSON), saved under the server's file name. */
export function baixarRegistro(votacaoId: string): Promise<string> {
  return baixarArquivo(`/votacoes/${encodeURIComponent(votacaoId)}/registro`, `votacao-${votacaoId}-registro.json`, { tipo: 'application/json' });
}

export function useBaixarRegistro() {
  return useMutation({ mutationFn: baixarRegistro });
}
