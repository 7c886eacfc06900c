import { cadastroSchema, type Cadastro } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /usuario/cadastro: the member's registration data (contact, address, read-only identity). */
export async function getCadastro({ signal }: { signal?: AbortSignal } = {}): Promise<Cadastro> {
  const resposta = await apiClient.get<unknown>('/usuario/cadastro', { signal });
  return cadastroSchema.parse(resposta.data);
}

export const CHAVE_CADASTRO = ['usuario', 'cadastro'] as const;

export function cadastroQueryOptions() {
  return queryOptions({ queryKey: CHAVE_CADASTRO, queryFn: ({ signal }) => getCadastro({ signal }) });
}

export function useCadastro() {
  return useQuery(cadastroQueryOptions());
}
