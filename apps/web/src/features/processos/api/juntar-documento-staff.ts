import { processoStaffSchema, type ProcessoStaff } from '@portal/contracts';
import { apiClient } from '@/lib/api-client';
import { urlProcessoStaff } from './chaves-staff';

/** POST /area-restrita/processos/:id/documentos (multipart, PDF; ?publico=false for a non-public one). Answers the whole staff view. */
export async function juntarDocumento(id: string, arquivo: File, publico: boolean): Promise<ProcessoStaff> {
  const corpo = new FormData();
  corpo.append('arquivo', arquivo, arquivo.name);
  const r = await apiClient.post<unknown>(`${urlProcessoStaff(id)}/documentos`, corpo, { params: { publico: String(publico) } });
  return processoStaffSchema.parse(r.data);
}
