import { processoStaffSchema, type MovimentoNovo, type ProcessoStaff } from '@portal/contracts';
import { apiClient } from '@/lib/api-client';
import { urlProcessoStaff } from './chaves-staff';

/** POST /area-restrita/processos/:id/movimentos: records a movement. Answers the whole staff view. */
export async function lancarMovimento(id: string, corpo: MovimentoNovo): Promise<ProcessoStaff> {
  const r = await apiClient.post<unknown>(`${urlProcessoStaff(id)}/movimentos`, corpo);
  return processoStaffSchema.parse(r.data);
}
