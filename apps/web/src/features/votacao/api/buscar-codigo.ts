import { buscaCodigoSchema, type BuscaCodigo } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /votacoes/{id}/codigos/{codigo}: whether a confirmation code is in the published record. */
export async function buscarCodigo({ votacaoId, codigo }: { votacaoId: string; codigo: string }): Promise<BuscaCodigo> {
  const resposta = await apiClient.get<unknown>(`/votacoes/${encodeURIComponent(votacaoId)}/codigos/${encodeURIComponent(codigo)}`);
  return buscaCodigoSchema.parse(resposta.data);
}

export function useBuscarCodigo() {
  return useMutation({ mutationFn: buscarCodigo });
}
