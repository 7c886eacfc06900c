import { sessaoStaffSchema, type SessaoBody, type SessaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SESSOES_STAFF } from './chaves';

/** POST /area-restrita/sessoes: creates a session. */
export async function criarSessao(corpo: SessaoBody): Promise<SessaoStaff> {
  const r = await apiClient.post<unknown>('/area-restrita/sessoes', corpo);
  return sessaoStaffSchema.parse(r.data);
}

export function useCriarSessao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: criarSessao, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_SESSOES_STAFF }) });
}
