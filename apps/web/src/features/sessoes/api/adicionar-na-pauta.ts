import { sessaoStaffSchema, type SessaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SESSOES_STAFF } from './chaves';

/** POST /area-restrita/sessoes/:id/pauta: puts a process on the agenda (intimação of the parties' lawyers). */
export async function adicionarNaPauta({ id, processoId }: { id: string; processoId: string }): Promise<SessaoStaff> {
  const r = await apiClient.post<unknown>(`/area-restrita/sessoes/${encodeURIComponent(id)}/pauta`, { processoId });
  return sessaoStaffSchema.parse(r.data);
}

export function useAdicionarNaPauta() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adicionarNaPauta, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_SESSOES_STAFF }) });
}
