import { verificacaoProtocoloSchema, type VerificacaoProtocolo } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /protocolos/verificar/:codigo (public): is this receipt authentic? 404 when no receipt has the code. */
export async function getVerificacao(codigo: string, { signal }: { signal?: AbortSignal } = {}): Promise<VerificacaoProtocolo> {
  const resposta = await apiClient.get<unknown>(`/protocolos/verificar/${encodeURIComponent(codigo)}`, { signal });
  return verificacaoProtocoloSchema.parse(resposta.data);
}

export function verificacaoQueryOptions(codigo: string) {
  return queryOptions({ queryKey: ['protocolos', 'verificacao', codigo], queryFn: ({ signal }) => getVerificacao(codigo, { signal }) });
}

/** Runs only when `ativo` (a code in the right format). */
export function useVerificacao(codigo: string, ativo: boolean) {
  return useQuery({ ...verificacaoQueryOptions(codigo), enabled: ativo });
}
