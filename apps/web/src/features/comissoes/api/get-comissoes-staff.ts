import { comissoesStaffSchema, type ComissaoResumoStaff } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_COMISSOES_STAFF } from './chaves';

/** GET /area-restrita/comissoes: the commissions with their counts. */
export async function getComissoesStaff({ signal }: { signal?: AbortSignal } = {}): Promise<ComissaoResumoStaff[]> {
  const r = await apiClient.get<unknown>('/area-restrita/comissoes', { signal });
  return comissoesStaffSchema.parse(r.data).itens;
}

export const comissoesStaffQueryOptions = () =>
  queryOptions({ queryKey: [...CHAVE_COMISSOES_STAFF, 'lista'], queryFn: ({ signal }) => getComissoesStaff({ signal }) });

export function useComissoesStaff() {
  return useQuery(comissoesStaffQueryOptions());
}
