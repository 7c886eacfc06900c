import { requerimentoStaffSchema, type RequerimentoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveRequerimentoStaff } from './chaves';

/** POST /area-restrita/requerimentos-interno/:id/enviar: finalizes a draft filed on a member's behalf. */
export async function enviarRequerimentoInterno(id: string): Promise<RequerimentoStaff> {
  const resposta = await apiClient.post<unknown>(`/area-restrita/requerimentos-interno/${encodeURIComponent(id)}/enviar`, {});
  return requerimentoStaffSchema.parse(resposta.data);
}

export function useEnviarRequerimentoInterno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviarRequerimentoInterno,
    onSuccess: async (r) => {
      queryClient.setQueryData(chaveRequerimentoStaff(r.id), r);
      // The staff queue lists it now.
      await queryClient.invalidateQueries({ queryKey: ['area-restrita'], refetchType: 'none' });
    },
  });
}
