import { recibosPublicadosSchema, type RecibosPublicados } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

/** GET /votacoes/{id}/recibos: the published receipt codes (alphabetical). */
export async function getRecibos(votacaoId: string, { signal }: { signal?: AbortSignal } = {}): Promise<RecibosPublicados> {
  const resposta = await apiClient.get<unknown>(`/votacoes/${encodeURIComponent(votacaoId)}/recibos`, { signal });
  return recibosPublicadosSchema.parse(resposta.data);
}

export function recibosQueryOptions(votacaoId: string) {
  return queryOptions({ queryKey: [...CHAVE_VOTACOES, 'recibos', votacaoId], queryFn: ({ signal }) => getRecibos(votacaoId, { signal }) });
}

export function useRecibos(votacaoId: string, ativo: boolean) {
  return useQuery({ ...recibosQueryOptions(votacaoId), enabled: ativo });
}
