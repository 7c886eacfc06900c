import { buscaTitulosStaffSchema, type BuscaTitulosStaff } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO_STAFF } from './chaves';

/** GET /area-restrita/financeiro/titulos?busca=: a person's títulos by CPF, or one título by its number. */
export async function buscarTitulosStaff(busca: string, { signal }: { signal?: AbortSignal } = {}): Promise<BuscaTitulosStaff> {
  const resposta = await apiClient.get<unknown>('/area-restrita/financeiro/titulos', { params: { busca }, signal });
  return buscaTitulosStaffSchema.parse(resposta.data);
}

export function titulosStaffQueryOptions(busca: string) {
  return queryOptions({
    queryKey: [...CHAVE_FINANCEIRO_STAFF, 'titulos', busca],
    queryFn: ({ signal }) => buscarTitulosStaff(busca, { signal }),
  });
}

/** Searches only when there is a term. */
export function useTitulosStaff(busca: string) {
  return useQuery({ ...titulosStaffQueryOptions(busca), enabled: busca !== '' });
}
