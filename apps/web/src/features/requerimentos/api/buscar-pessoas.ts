import { listaPessoasEncontradasSchema, type PessoaEncontrada } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /area-restrita/pessoas?termo=: members found by CPF or inscrição (for internal filing). */
export async function buscarPessoas(termo: string, { signal }: { signal?: AbortSignal } = {}): Promise<PessoaEncontrada[]> {
  const resposta = await apiClient.get<unknown>('/area-restrita/pessoas', { params: { termo }, signal });
  return listaPessoasEncontradasSchema.parse(resposta.data);
}

export function buscarPessoasQueryOptions(termo: string) {
  return queryOptions({
    queryKey: ['area-restrita', 'pessoas', termo],
    queryFn: ({ signal }) => buscarPessoas(termo, { signal }),
  });
}

/** Searches only when there is a term. */
export function useBuscarPessoas(termo: string | null) {
  return useQuery({ ...buscarPessoasQueryOptions(termo ?? ''), enabled: termo !== null && termo !== '' });
}
