import { listaPresencaSchema, type ListaPresenca } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_PRESENCA } from './chaves';

/** POST /area-restrita/presenca/listas/:id/encerrar: closes the list for good. */
export async function encerrarLista(id: string): Promise<ListaPresenca> {
  const r = await apiClient.post<unknown>(`/area-restrita/presenca/listas/${encodeURIComponent(id)}/encerrar`);
  return listaPresencaSchema.parse(r.data);
}

export function useEncerrarLista() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: encerrarLista, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_PRESENCA }) });
}
