import { requerimentoStaffSchema, type RequerimentoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveRequerimentoStaff } from './chaves';

/** PUT /area-restrita/requerimentos-interno/:id: staff replace the dados of a draft they file for a member. */
export async function atualizarRequerimentoInterno({ id, dados }: { id: string; dados: Record<string, unknown> }): Promise<RequerimentoStaff> {
  const resposta = await apiClient.put<unknown>(`/area-restrita/requerimentos-interno/${encodeURIComponent(id)}`, { dados });
  return requerimentoStaffSchema.parse(resposta.data);
}

export function useAtualizarRequerimentoInterno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarRequerimentoInterno,
    onSuccess: (r) => queryClient.setQueryData(chaveRequerimentoStaff(r.id), r),
  });
}
