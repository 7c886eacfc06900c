import { comissaoStaffSchema, type ComissaoStaff, type ReuniaoBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_COMISSOES_STAFF } from './chaves';

/** POST /area-restrita/comissoes/:id/reunioes: schedules a meeting. */
export async function agendarReuniao({ comissaoId, dados }: { comissaoId: string; dados: ReuniaoBody }): Promise<ComissaoStaff> {
  const r = await apiClient.post<unknown>(`/area-restrita/comissoes/${encodeURIComponent(comissaoId)}/reunioes`, dados);
  return comissaoStaffSchema.parse(r.data);
}

export function useAgendarReuniao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: agendarReuniao, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_COMISSOES_STAFF }) });
}
