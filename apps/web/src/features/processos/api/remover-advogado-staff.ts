import { processoStaffSchema, type ProcessoStaff } from '@portal/contracts';
import { apiClient } from '@/lib/api-client';
import { urlProcessoStaff } from './chaves-staff';

/** DELETE /area-restrita/processos/:id/partes/:parteId/advogados/:advogadoId: removes a party's lawyer. Answers the whole staff view. */
export async function removerAdvogado(id: string, parteId: string, advogadoId: string): Promise<ProcessoStaff> {
  const r = await apiClient.delete<unknown>(`${urlProcessoStaff(id)}/partes/${encodeURIComponent(parteId)}/advogados/${encodeURIComponent(advogadoId)}`);
  return processoStaffSchema.parse(r.data);
}
