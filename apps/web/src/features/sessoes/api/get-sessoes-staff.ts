import { sessoesStaffSchema, type SessaoResumo, type SessoesFiltro } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SESSOES_STAFF } from './chaves';

/** GET /area-restrita/sessoes: sessions by órgão, period and status. */
export async function getSessoesStaff(filtro: SessoesFiltro, { signal }: { signal?: AbortSignal } = {}): Promise<SessaoResumo[]> {
  const params = Object.fromEntries(Object.entries(filtro).filter(([, v]) => v !== undefined && v !== ''));
  const r = await apiClient.get<unknown>('/area-restrita/sessoes', { params, signal });
  return sessoesStaffSchema.parse(r.data).itens;
}

export function useSessoesStaff(filtro: SessoesFiltro) {
  return useQuery({ queryKey: [...CHAVE_SESSOES_STAFF, 'lista', filtro], queryFn: ({ signal }) => getSessoesStaff(filtro, { signal }) });
}
