import { sessoesMembroSchema, type SessaoMembro } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SESSOES_MEMBRO } from './chaves';

/** GET /sessoes: upcoming sessions with their public agendas and the member's own items. */
export async function getSessoes({ signal }: { signal?: AbortSignal } = {}): Promise<SessaoMembro[]> {
  const r = await apiClient.get<unknown>('/sessoes', { signal });
  return sessoesMembroSchema.parse(r.data).itens;
}

export function useSessoes() {
  return useQuery({ queryKey: CHAVE_SESSOES_MEMBRO, queryFn: ({ signal }) => getSessoes({ signal }) });
}
