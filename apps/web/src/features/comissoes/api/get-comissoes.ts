import { comissoesMembroSchema, type ComissoesMembro } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_COMISSOES_MEMBRO } from './chaves';

/** GET /comissoes: every commission with its current members, and the member's own memberships. */
export async function getComissoes({ signal }: { signal?: AbortSignal } = {}): Promise<ComissoesMembro> {
  const r = await apiClient.get<unknown>('/comissoes', { signal });
  return comissoesMembroSchema.parse(r.data);
}

export const comissoesQueryOptions = () => queryOptions({ queryKey: CHAVE_COMISSOES_MEMBRO, queryFn: ({ signal }) => getComissoes({ signal }) });

export function useComissoes() {
  return useQuery(comissoesQueryOptions());
}
