import { preferenciasNotificacaoSchema, type PreferenciasNotificacao } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_PREFERENCIAS } from './get-preferencias';

/** PUT /usuario/preferencias: saves the whole set. */
export async function salvarPreferencias(p: PreferenciasNotificacao): Promise<PreferenciasNotificacao> {
  const r = await apiClient.put<unknown>('/usuario/preferencias', p);
  return preferenciasNotificacaoSchema.parse(r.data);
}

export function useSalvarPreferencias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvarPreferencias,
    onSuccess: (salvas) => queryClient.setQueryData(CHAVE_PREFERENCIAS, salvas),
  });
}
