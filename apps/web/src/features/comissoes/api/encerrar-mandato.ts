import { comissaoStaffSchema, type ComissaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_COMISSOES_MEMBRO, CHAVE_COMISSOES_STAFF } from './chaves';

/** POST /area-restrita/comissoes/:id/membros/:membroId/encerrar: ends a term on the given date. */
export async function encerrarMandato({ comissaoId, membroId, fim }: { comissaoId: string; membroId: string; fim: string }): Promise<ComissaoStaff> {
  const r = await apiClient.post<unknown>(`/area-restrita/comissoes/${encodeURIComponent(comissaoId)}/membros/${encodeURIComponent(membroId)}/encerrar`, { fim });
  return comissaoStaffSchema.parse(r.data);
}

export function useEncerrarMandato() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: encerrarMandato,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CHAVE_COMISSOES_STAFF });
      await queryClient.invalidateQueries({ queryKey: CHAVE_COMISSOES_MEMBRO });
    },
  });
}
