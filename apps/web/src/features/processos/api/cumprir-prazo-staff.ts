import { processoStaffSchema, type ProcessoStaff } from '@portal/contracts';
import { apiClient } from '@/lib/api-client';
import { urlProcessoStaff } from './chaves-staff';

/** POST /area-restrita/processos/:id/prazos/:prazoId/cumprir: marks a deadline as met. Answers the whole staff view. */
export async function cumprirPrazo(id: string, prazoId: string): Promise<ProcessoStaff> {
  const r = await apiClient.post<unknown>(`${urlProcessoStaff(id)}/prazos/${encodeURIComponent(prazoId)}/cumprir`);
  return processoStaffSchema.parse(r.data);
}
