import { processoStaffSchema, type AdvogadoNovo, type ProcessoStaff } from '@portal/contracts';
import { apiClient } from '@/lib/api-client';
import { urlProcessoStaff } from './chaves-staff';

/** POST /area-restrita/processos/:id/partes/:parteId/advogados: adds a party's lawyer. Answers the whole staff view. */
export async function incluirAdvogado(id: string, parteId: string, corpo: AdvogadoNovo): Promise<ProcessoStaff> {
  const r = await apiClient.post<unknown>(`${urlProcessoStaff(id)}/partes/${encodeURIComponent(parteId)}/advogados`, corpo);
  return processoStaffSchema.parse(r.data);
}
