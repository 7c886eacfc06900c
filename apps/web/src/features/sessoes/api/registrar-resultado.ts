import { sessaoStaffSchema, type ResultadoBody, type SessaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SESSOES_STAFF } from './chaves';

/** POST /area-restrita/sessoes/:id/pauta/:itemId/resultado: records an item's outcome (session open). */
export async function registrarResultado({ id, itemId, corpo }: { id: string; itemId: string; corpo: ResultadoBody }): Promise<SessaoStaff> {
  const r = await apiClient.post<unknown>(`/area-restrita/sessoes/${encodeURIComponent(id)}/pauta/${encodeURIComponent(itemId)}/resultado`, corpo);
  return sessaoStaffSchema.parse(r.data);
}

export function useRegistrarResultado() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registrarResultado, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_SESSOES_STAFF }) });
}
