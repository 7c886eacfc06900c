import { sessaoStaffSchema, type SessaoStaff } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveSessaoStaff } from './chaves';

/** GET /area-restrita/sessoes/:id: the session with its agenda in order and the sign-ups. */
export async function getSessaoStaff(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<SessaoStaff> {
  const r = await apiClient.get<unknown>(`/area-restrita/sessoes/${encodeURIComponent(id)}`, { signal });
  return sessaoStaffSchema.parse(r.data);
}

export function useSessaoStaff(id: string) {
  return useQuery({ queryKey: chaveSessaoStaff(id), queryFn: ({ signal }) => getSessaoStaff(id, { signal }) });
}
