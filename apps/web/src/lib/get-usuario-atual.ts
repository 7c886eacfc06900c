import { usuarioSchema, type Usuario } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** GET /usuario/me: the logged-in user's record. Shared by every feature that shows who is logged in. */
export async function getUsuarioAtual({ signal }: { signal?: AbortSignal } = {}): Promise<Usuario> {
  const resposta = await apiClient.get<unknown>('/usuario/me', { signal });
  return usuarioSchema.parse(resposta.data);
}

export const CHAVE_USUARIO_ATUAL = ['usuario', 'me'] as const;

export function usuarioAtualQueryOptions() {
  return queryOptions({
    queryKey: CHAVE_USUARIO_ATUAL,
    queryFn: ({ signal }) => getUsuarioAtual({ signal }),
  });
}

export function useUsuarioAtual() {
  return useQuery(usuarioAtualQueryOptions());
}
