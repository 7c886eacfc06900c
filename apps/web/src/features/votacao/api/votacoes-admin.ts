import { votacoesStaffSchema, type VotacaoStaff } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VOTACOES } from './votacoes';

/** GET /votacoes-admin: every election with turnout and, after the close, the tally (CLI_PermissaoVotacao). */
export async function getVotacoesAdmin({ signal }: { signal?: AbortSignal } = {}): Promise<VotacaoStaff[]> {
  const resposta = await apiClient.get<unknown>('/votacoes-admin', { signal });
  return votacoesStaffSchema.parse(resposta.data).itens;
}

export function votacoesAdminQueryOptions() {
  return queryOptions({ queryKey: [...CHAVE_VOTACOES, 'admin'], queryFn: ({ signal }) => getVotacoesAdmin({ signal }) });
}

export function useVotacoesAdmin(ativo = true) {
  return useQuery({ ...votacoesAdminQueryOptions(), enabled: ativo });
}
