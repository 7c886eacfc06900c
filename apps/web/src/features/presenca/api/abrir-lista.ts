import { listaPresencaSchema, type AbrirListaBody, type ListaPresenca } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_PRESENCA } from './chaves';

/** POST /area-restrita/presenca/listas: opens the list of a meeting or a judgment session. */
export async function abrirLista(dados: AbrirListaBody): Promise<ListaPresenca> {
  const r = await apiClient.post<unknown>('/area-restrita/presenca/listas', dados);
  return listaPresencaSchema.parse(r.data);
}

export function useAbrirLista() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: abrirLista, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_PRESENCA }) });
}
