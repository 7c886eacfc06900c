import { alterarPermissoesResponseSchema, type AlterarPermissoesBody, type AlterarPermissoesResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { atualizarPermissoesDoUsuario } from '@/lib/auth-storage';
import { CHAVE_USUARIO_ATUAL } from '@/lib/get-usuario-atual';
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
    // The search results and the holders list show flags: read them again. A change to one's own account (the first
    // administrator granting herself Inscritos at go-live) also updates the stored session, which the staff pages
    // read: otherwise they would refuse her until her next login, though the server already allows it.
    onSuccess: (r) => {
      atualizarPermissoesDoUsuario(r.conta.usuarioId, r.conta.permissoes);
      void queryClient.invalidateQueries({ queryKey: CHAVE_USUARIO_ATUAL });
      return queryClient.invalidateQueries({ queryKey: CHAVE_ACESSOS });
    },
  });
}
