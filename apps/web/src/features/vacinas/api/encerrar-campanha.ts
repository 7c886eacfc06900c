import { campanhaStaffSchema, type CampanhaStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VACINAS_STAFF } from './chaves';

/** POST /area-restrita/vacinas/campanhas/:id/encerrar: closes the campaign's sales. */
export async function encerrarCampanha(id: string): Promise<CampanhaStaff> {
  const r = await apiClient.post<unknown>(`/area-restrita/vacinas/campanhas/${encodeURIComponent(id)}/encerrar`);
  return campanhaStaffSchema.parse(r.data);
}

export function useEncerrarCampanha() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: encerrarCampanha, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_VACINAS_STAFF }) });
}
