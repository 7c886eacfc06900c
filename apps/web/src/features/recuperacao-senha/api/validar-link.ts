import { redefinirSenhaValidarResponseSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { statusDoErro } from '@/lib/api-client';

/** POST /usuario/redefinir-senha/validar: whether the reset link can still be used (nothing is spent). */
export async function validarLink(token: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const resposta = await apiClient.post<unknown>('/usuario/redefinir-senha/validar', { token }, { signal });
    return redefinirSenhaValidarResponseSchema.parse(resposta.data).valido;
  } catch (erro) {
    // A malformed link is refused by the schema (400): it is just not valid.
    if (statusDoErro(erro) === 400) return false;
    throw erro;
  }
}

export function validarLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['recuperacao-senha', 'validar', token],
    queryFn: ({ signal }) => validarLink(token, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useValidarLink(token: string) {
  return useQuery(validarLinkQueryOptions(token));
}
