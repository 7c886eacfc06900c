import { campanhasStaffSchema, type CampanhaStaff } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VACINAS_STAFF } from './chaves';

/** GET /area-restrita/vacinas/campanhas: every campaign with its numbers. */
export async function getCampanhasStaff({ signal }: { signal?: AbortSignal } = {}): Promise<CampanhaStaff[]> {
  const r = await apiClient.get<unknown>('/area-restrita/vacinas/campanhas', { signal });
  return campanhasStaffSchema.parse(r.data).itens;
}

export function useCampanhasStaff() {
  return useQuery({ queryKey: [...CHAVE_VACINAS_STAFF, 'lista'], queryFn: ({ signal }) => getCampanhasStaff({ signal }) });
}
