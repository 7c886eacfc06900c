import { sessaoStaffSchema, type SessaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SESSOES_STAFF } from './chaves';

export type AcaoSessao = 'abrir' | 'encerrar' | 'cancelar';

/** POST /area-restrita/sessoes/:id/{abrir|encerrar|cancelar}: one step of the session's lifecycle. */
export async function transitarSessao({ id, acao }: { id: string; acao: AcaoSessao }): Promise<SessaoStaff> {
  const r = await apiClient.post<unknown>(`/area-restrita/sessoes/${encodeURIComponent(id)}/${acao}`);
  return sessaoStaffSchema.parse(r.data);
}

export function useTransitarSessao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: transitarSessao, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_SESSOES_STAFF }) });
}
