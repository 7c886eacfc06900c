import { processoStaffSchema, type ParteNova, type ProcessoStaff } from '@portal/contracts';
import { apiClient } from '@/lib/api-client';
import { urlProcessoStaff } from './chaves-staff';

/** POST /area-restrita/processos/:id/partes: adds a party. Answers the whole staff view. */
export async function incluirParte(id: string, corpo: ParteNova): Promise<ProcessoStaff> {
  const r = await apiClient.post<unknown>(`${urlProcessoStaff(id)}/partes`, corpo);
  return processoStaffSchema.parse(r.data);
}
