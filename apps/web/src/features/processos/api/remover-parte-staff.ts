import { processoStaffSchema, type ProcessoStaff } from '@portal/contracts';
import { apiClient } from '@/lib/api-client';
import { urlProcessoStaff } from './chaves-staff';

/** DELETE /area-restrita/processos/:id/partes/:parteId: removes a party. Answers the whole staff view. */
export async function removerParte(id: string, parteId: string): Promise<ProcessoStaff> {
  const r = await apiClient.delete<unknown>(`${urlProcessoStaff(id)}/partes/${encodeURIComponent(parteId)}`);
  return processoStaffSchema.parse(r.data);
}
