import { comissaoStaffSchema, type ComissaoBody, type ComissaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidarComissoes } from './invalidar-comissoes';

/** PUT /area-restrita/comissoes/:id: a commission's name, kind and purpose. */
export async function editarComissao({ id, dados }: { id: string; dados: ComissaoBody }): Promise<ComissaoStaff> {
  const r = await apiClient.put<unknown>(`/area-restrita/comissoes/${encodeURIComponent(id)}`, dados);
  return comissaoStaffSchema.parse(r.data);
}

export function useEditarComissao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editarComissao, onSuccess: () => invalidarComissoes(queryClient) });
}
