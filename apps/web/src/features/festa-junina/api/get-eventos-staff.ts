import { listaEventosStaffSchema, type EventoStaff } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_EVENTOS_STAFF } from './chaves';

/** GET /festa-junina/staff/eventos: events with their lots and numbers (sold, reserved, checked in). */
export async function getEventosStaff({ signal }: { signal?: AbortSignal } = {}): Promise<EventoStaff[]> {
  const r = await apiClient.get<unknown>('/festa-junina/staff/eventos', { signal });
  return listaEventosStaffSchema.parse(r.data).itens;
}

export function useEventosStaff() {
  return useQuery({ queryKey: CHAVE_EVENTOS_STAFF, queryFn: ({ signal }) => getEventosStaff({ signal }) });
}
