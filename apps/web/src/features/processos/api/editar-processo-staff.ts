import { processoStaffSchema, type ProcessoEdicao, type ProcessoStaff } from '@portal/contracts';
import { apiClient } from '@/lib/api-client';
import { urlProcessoStaff } from './chaves-staff';

/** PUT /area-restrita/processos/:id: edits phase, situation, confidentiality, body and rapporteur. Answers the whole staff view. */
export async function editarProcesso(id: string, corpo: ProcessoEdicao): Promise<ProcessoStaff> {
  const r = await apiClient.put<unknown>(urlProcessoStaff(id), corpo);
  return processoStaffSchema.parse(r.data);
}
