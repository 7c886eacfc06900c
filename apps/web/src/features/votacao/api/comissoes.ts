import { comissoesMembroSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

export interface ComissaoEscolhivel {
  id: string;
  nome: string;
  /** Members in office today (the list is frozen at the opening). */
  membrosVigentes: number;
}

/**
 * GET /comissoes (any logged-in user): the commissions a commission-only vote can be restricted to, by name.
 * The voting staff need not hold the commissions permission to pick one.
 */
export async function getComissoesParaVotacao({ signal }: { signal?: AbortSignal } = {}): Promise<ComissaoEscolhivel[]> {
  const resposta = await apiClient.get<unknown>('/comissoes', { signal });
  return comissoesMembroSchema
    .parse(resposta.data)
    .comissoes.map((c) => ({ id: c.id, nome: c.nome, membrosVigentes: c.membros.length }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

export function comissoesParaVotacaoQueryOptions() {
  return queryOptions({ queryKey: [...CHAVE_VOTACOES, 'comissoes'], queryFn: ({ signal }) => getComissoesParaVotacao({ signal }) });
}

export function useComissoesParaVotacao(ativo = true) {
  return useQuery({ ...comissoesParaVotacaoQueryOptions(), enabled: ativo });
}
