import { comissaoStaffSchema, type ComissaoStaff, type NomeacaoBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_COMISSOES_MEMBRO, CHAVE_COMISSOES_STAFF } from './chaves';

/** POST /area-restrita/comissoes/:id/membros: appoints someone by CPF or inscrição. */
export async function nomearMembro({ comissaoId, dados }: { comissaoId: string; dados: NomeacaoBody }): Promise<ComissaoStaff> {
  const r = await apiClient.post<unknown>(`/area-restrita/comissoes/${encodeURIComponent(comissaoId)}/membros`, dados);
  return comissaoStaffSchema.parse(r.data);
}

export function useNomearMembro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: nomearMembro,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CHAVE_COMISSOES_STAFF });
      await queryClient.invalidateQueries({ queryKey: CHAVE_COMISSOES_MEMBRO });
    },
  });
}
