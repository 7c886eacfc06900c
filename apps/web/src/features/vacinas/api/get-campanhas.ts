import { campanhasMembroSchema, type CampanhasMembro } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_CAMPANHAS_MEMBRO } from './chaves';

/** GET /vacinas/campanhas: campaigns selling today, with this member's price and eligibility. */
export async function getCampanhas({ signal }: { signal?: AbortSignal } = {}): Promise<CampanhasMembro> {
  const r = await apiClient.get<unknown>('/vacinas/campanhas', { signal });
  return campanhasMembroSchema.parse(r.data);
}

export function useCampanhas() {
  return useQuery({ queryKey: CHAVE_CAMPANHAS_MEMBRO, queryFn: ({ signal }) => getCampanhas({ signal }) });
}
