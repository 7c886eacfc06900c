import { processosStaffSchema, type ProcessosStaff } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveProcessosStaff } from './chaves-staff';

export type FiltrosProcessosStaff = Record<'numero' | 'parte' | 'classe' | 'orgao' | 'situacao' | 'sigiloso', string> & { pagina: number };

/** GET /area-restrita/processos: every process, filtered, one page. Empty filters are left out. */
export async function getProcessosStaff(f: FiltrosProcessosStaff, { signal }: { signal?: AbortSignal } = {}): Promise<ProcessosStaff> {
  const params = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '' && v !== undefined));
  const r = await apiClient.get<unknown>('/area-restrita/processos', { params, signal });
  return processosStaffSchema.parse(r.data);
}

export function useProcessosStaff(f: FiltrosProcessosStaff) {
  return useQuery({ queryKey: chaveProcessosStaff(f), queryFn: ({ signal }) => getProcessosStaff(f, { signal }), placeholderData: keepPreviousData });
}
