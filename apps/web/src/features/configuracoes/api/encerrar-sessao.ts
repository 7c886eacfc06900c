import { encerrarSessaoResponseSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SESSOES } from './get-sessoes';

/** DELETE /usuario/sessoes/:id: ends one of the user's sessions; `atual` when it was this one (logged out). */
export async function encerrarSessao(id: string): Promise<{ atual: boolean }> {
  const r = await apiClient.delete<unknown>(`/usuario/sessoes/${encodeURIComponent(id)}`);
  return { atual: encerrarSessaoResponseSchema.parse(r.data).atual };
}

export function useEncerrarSessao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: encerrarSessao,
    onSuccess: ({ atual }) => {
      if (!atual) void queryClient.invalidateQueries({ queryKey: CHAVE_SESSOES });
    },
  });
}
