import { sessaoStaffSchema, type SessaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SESSOES_STAFF } from './chaves';

/** DELETE /area-restrita/sessoes/:id/pauta/:itemId: takes a process off a scheduled session's agenda. */
export async function removerDaPauta({ id, itemId }: { id: string; itemId: string }): Promise<SessaoStaff> {
  const r = await apiClient.delete<unknown>(`/area-restrita/sessoes/${encodeURIComponent(id)}/pauta/${encodeURIComponent(itemId)}`);
  return sessaoStaffSchema.parse(r.data);
}

export function useRemoverDaPauta() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removerDaPauta, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_SESSOES_STAFF }) });
}
