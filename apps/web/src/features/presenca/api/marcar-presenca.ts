import { listaPresencaSchema, type ListaPresenca, type MarcarPresencaBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_PRESENCA } from './chaves';

/** POST /area-restrita/presenca/listas/:id/marcar: staff mark someone present, with the reason. */
export async function marcarPresenca({ listaId, dados }: { listaId: string; dados: MarcarPresencaBody }): Promise<ListaPresenca> {
  const r = await apiClient.post<unknown>(`/area-restrita/presenca/listas/${encodeURIComponent(listaId)}/marcar`, dados);
  return listaPresencaSchema.parse(r.data);
}

export function useMarcarPresenca() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: marcarPresenca, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_PRESENCA }) });
}
