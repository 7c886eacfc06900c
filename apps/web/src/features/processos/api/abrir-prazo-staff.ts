import { processoStaffSchema, type PrazoNovo, type ProcessoStaff } from '@portal/contracts';
import { apiClient } from '@/lib/api-client';
import { urlProcessoStaff } from './chaves-staff';

/** POST /area-restrita/processos/:id/prazos: opens a deadline. Answers the whole staff view. */
export async function abrirPrazo(id: string, corpo: PrazoNovo): Promise<ProcessoStaff> {
  const r = await apiClient.post<unknown>(`${urlProcessoStaff(id)}/prazos`, corpo);
  return processoStaffSchema.parse(r.data);
}
