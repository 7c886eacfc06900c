import { listaDependentesSchema, type Dependente } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /dependentes: the member's current dependants (to fill a list such as 265's heirs). */
export async function getMeusDependentes({ signal }: { signal?: AbortSignal } = {}): Promise<Dependente[]> {
  const resposta = await apiClient.get<unknown>('/dependentes', { signal });
  return listaDependentesSchema.parse(resposta.data).itens;
}

/** The same key the profile's registry uses, so a change there is seen here. */
export const CHAVE_MEUS_DEPENDENTES = ['usuario', 'dependentes'] as const;

export function meusDependentesQueryOptions() {
  return queryOptions({ queryKey: CHAVE_MEUS_DEPENDENTES, queryFn: ({ signal }) => getMeusDependentes({ signal }) });
}

export function useMeusDependentes({ enabled }: { enabled: boolean }) {
  return useQuery({ ...meusDependentesQueryOptions(), enabled });
}
