import { campanhaStaffSchema, type CampanhaBody, type CampanhaStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VACINAS_STAFF } from './chaves';

/** POST /area-restrita/vacinas/campanhas (new) or PUT /area-restrita/vacinas/campanhas/:id (edit). */
export async function salvarCampanha({ id, corpo }: { id: string | null; corpo: CampanhaBody }): Promise<CampanhaStaff> {
  const r = id
    ? await apiClient.put<unknown>(`/area-restrita/vacinas/campanhas/${encodeURIComponent(id)}`, corpo)
    : await apiClient.post<unknown>('/area-restrita/vacinas/campanhas', corpo);
  return campanhaStaffSchema.parse(r.data);
}

export function useSalvarCampanha() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: salvarCampanha, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_VACINAS_STAFF }) });
}
