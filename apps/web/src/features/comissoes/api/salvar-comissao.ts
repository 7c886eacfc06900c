import { comissaoStaffSchema, type ComissaoBody, type ComissaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_COMISSOES_MEMBRO, CHAVE_COMISSOES_STAFF } from './chaves';

/** POST /area-restrita/comissoes (new) or PUT /area-restrita/comissoes/:id (edit). */
export async function salvarComissao({ id, dados }: { id?: string; dados: ComissaoBody }): Promise<ComissaoStaff> {
  const r = id
    ? await apiClient.put<unknown>(`/area-restrita/comissoes/${encodeURIComponent(id)}`, dados)
    : await apiClient.post<unknown>('/area-restrita/comissoes', dados);
  return comissaoStaffSchema.parse(r.data);
}

export function useSalvarComissao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvarComissao,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CHAVE_COMISSOES_STAFF });
      await queryClient.invalidateQueries({ queryKey: CHAVE_COMISSOES_MEMBRO });
    },
  });
}
