import { buscaReciboSchema, type BuscaRecibo } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /votacoes/{id}/recibos/{recibo}: whether a receipt is in the published list. */
export async function buscarRecibo({ votacaoId, recibo }: { votacaoId: string; recibo: string }): Promise<BuscaRecibo> {
  const resposta = await apiClient.get<unknown>(`/votacoes/${encodeURIComponent(votacaoId)}/recibos/${encodeURIComponent(recibo)}`);
  return buscaReciboSchema.parse(resposta.data);
}

export function useBuscarRecibo() {
  return useMutation({ mutationFn: buscarRecibo });
}
