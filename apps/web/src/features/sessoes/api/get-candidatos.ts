import { candidatosPautaSchema, type CandidatoPauta } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveSessaoStaff } from './chaves';

/** GET /area-restrita/sessoes/:id/candidatos?q=: processes (by number or party name) not on another open agenda. */
export async function getCandidatos(id: string, q: string, { signal }: { signal?: AbortSignal } = {}): Promise<CandidatoPauta[]> {
  const r = await apiClient.get<unknown>(`/area-restrita/sessoes/${encodeURIComponent(id)}/candidatos`, { params: { q }, signal });
  return candidatosPautaSchema.parse(r.data).itens;
}

export function useCandidatos(id: string, q: string) {
  return useQuery({ queryKey: [...chaveSessaoStaff(id), 'candidatos', q], queryFn: ({ signal }) => getCandidatos(id, q, { signal }), enabled: q.trim().length >= 2 });
}
