import { festaDoMembroSchema, type FestaDoMembro } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FESTA_MEMBRO } from './chaves';

/** GET /festa-junina: the next event, its lot on sale, prices and what this member may still buy. */
export async function getFesta({ signal }: { signal?: AbortSignal } = {}): Promise<FestaDoMembro> {
  const r = await apiClient.get<unknown>('/festa-junina', { signal });
  return festaDoMembroSchema.parse(r.data);
}

export function useFesta() {
  return useQuery({ queryKey: CHAVE_FESTA_MEMBRO, queryFn: ({ signal }) => getFesta({ signal }), staleTime: 0 });
}
