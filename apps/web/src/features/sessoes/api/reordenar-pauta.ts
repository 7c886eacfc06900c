import { sessaoStaffSchema, type SessaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SESSOES_STAFF, chaveSessaoStaff } from './chaves';

/** PUT /area-restrita/sessoes/:id/pauta/ordem: the whole new order at once. */
export async function reordenarPauta({ id, itens }: { id: string; itens: string[] }): Promise<SessaoStaff> {
  const r = await apiClient.put<unknown>(`/area-restrita/sessoes/${encodeURIComponent(id)}/pauta/ordem`, { itens });
  return sessaoStaffSchema.parse(r.data);
}

export function useReordenarPauta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reordenarPauta,
    onSuccess: (s) => {
      queryClient.setQueryData(chaveSessaoStaff(s.id), s);
      return queryClient.invalidateQueries({ queryKey: CHAVE_SESSOES_STAFF });
    },
  });
}
