import { alterarPermissoesResponseSchema, type AlterarPermissoesBody, type AlterarPermissoesResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_ACESSOS } from './buscar-contas';

/** PUT /area-restrita/acessos/contas/{id}/permissoes: grants (true) and revokes (false), with the reason. */
export async function alterarPermissoes({ usuarioId, corpo }: { usuarioId: string; corpo: AlterarPermissoesBody }): Promise<AlterarPermissoesResponse> {
  const resposta = await apiClient.put<unknown>(`/area-restrita/acessos/contas/${encodeURIComponent(usuarioId)}/permissoes`, corpo);
  return alterarPermissoesResponseSchema.parse(resposta.data);
}

export function useAlterarPermissoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alterarPermissoes,
    // The search results and the holders list show flags: read them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_ACESSOS }),
  });
}
