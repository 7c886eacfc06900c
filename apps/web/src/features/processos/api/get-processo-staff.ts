import { processoStaffSchema, type ProcessoStaff } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveProcessoStaff } from './chaves-staff';

/** GET /area-restrita/processos/:id: the staff view (everything; a confidential read is audited by the API). */
export async function getProcessoStaff(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ProcessoStaff> {
  const r = await apiClient.get<unknown>(`/area-restrita/processos/${encodeURIComponent(id)}`, { signal });
  return processoStaffSchema.parse(r.data);
}

export function useProcessoStaff(id: string) {
  return useQuery({ queryKey: chaveProcessoStaff(id), queryFn: ({ signal }) => getProcessoStaff(id, { signal }) });
}
