import { eventoStaffSchema, type EventoBody, type EventoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_EVENTOS_STAFF } from './chaves';

/** POST /festa-junina/staff/eventos (new) or PUT /festa-junina/staff/eventos/:id (change). */
export async function salvarEvento({ id, body }: { id: string | null; body: EventoBody }): Promise<EventoStaff> {
  const r = id
    ? await apiClient.put<unknown>(`/festa-junina/staff/eventos/${encodeURIComponent(id)}`, body)
    : await apiClient.post<unknown>('/festa-junina/staff/eventos', body);
  return eventoStaffSchema.parse(r.data);
}

export function useSalvarEvento() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: salvarEvento, onSuccess: () => qc.invalidateQueries({ queryKey: CHAVE_EVENTOS_STAFF }) });
}
