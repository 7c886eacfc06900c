import { eventoStaffSchema, type EventoStaff, type LoteBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_EVENTOS_STAFF } from './chaves';

/** POST /festa-junina/staff/eventos/:id/lotes (new) or PUT …/lotes/:loteId (change). */
export async function salvarLote({ eventoId, loteId, body }: { eventoId: string; loteId: string | null; body: LoteBody }): Promise<EventoStaff> {
  const base = `/festa-junina/staff/eventos/${encodeURIComponent(eventoId)}/lotes`;
  const r = loteId ? await apiClient.put<unknown>(`${base}/${encodeURIComponent(loteId)}`, body) : await apiClient.post<unknown>(base, body);
  return eventoStaffSchema.parse(r.data);
}

export function useSalvarLote() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: salvarLote, onSuccess: () => qc.invalidateQueries({ queryKey: CHAVE_EVENTOS_STAFF }) });
}
