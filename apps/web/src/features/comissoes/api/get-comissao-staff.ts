import { comissaoStaffSchema, type ComissaoStaff } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveComissaoStaff } from './chaves';

/** GET /area-restrita/comissoes/:id: members (with attendance) and meetings. */
export async function getComissaoStaff(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ComissaoStaff> {
  const r = await apiClient.get<unknown>(`/area-restrita/comissoes/${encodeURIComponent(id)}`, { signal });
  return comissaoStaffSchema.parse(r.data);
}

export const comissaoStaffQueryOptions = (id: string) => queryOptions({ queryKey: chaveComissaoStaff(id), queryFn: ({ signal }) => getComissaoStaff(id, { signal }) });

export function useComissaoStaff(id: string) {
  return useQuery(comissaoStaffQueryOptions(id));
}
