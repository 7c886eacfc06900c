import { guardioesElegiveisSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

export interface GuardiaoElegivel {
  id: string;
  nome: string;
}

/** GET /votacoes-admin/guardioes-elegiveis: the staff who may be a poll's guardians, by name. */
export async function getGuardioesElegiveis({ signal }: { signal?: AbortSignal } = {}): Promise<GuardiaoElegivel[]> {
  const resposta = await apiClient.get<unknown>('/votacoes-admin/guardioes-elegiveis', { signal });
  return guardioesElegiveisSchema.parse(resposta.data).itens;
}

export function guardioesElegiveisQueryOptions() {
  return queryOptions({
    queryKey: [...CHAVE_VOTACOES, 'guardioes-elegiveis'],
    queryFn: ({ signal }) => getGuardioesElegiveis({ signal }),
  });
}

export function useGuardioesElegiveis() {
  return useQuery(guardioesElegiveisQueryOptions());
}
