import { campanhaStaffSchema, type CampanhaStaff } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveCampanhaStaff } from './chaves';

/** GET /area-restrita/vacinas/campanhas/:id: one campaign with its numbers. */
export async function getCampanhaStaff(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<CampanhaStaff> {
  const r = await apiClient.get<unknown>(`/area-restrita/vacinas/campanhas/${encodeURIComponent(id)}`, { signal });
  return campanhaStaffSchema.parse(r.data);
}

export function useCampanhaStaff(id: string | null) {
  return useQuery({ queryKey: chaveCampanhaStaff(id ?? ''), queryFn: ({ signal }) => getCampanhaStaff(id!, { signal }), enabled: id !== null });
}
