import { trocarSenhaRespostaSchema, type TrocarSenhaBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SESSOES } from './get-sessoes';

/** POST /usuario/senha: the current password is required; the other sessions end. Answers how many ended. */
export async function trocarSenha(body: TrocarSenhaBody): Promise<number> {
  const r = await apiClient.post<unknown>('/usuario/senha', body);
  return trocarSenhaRespostaSchema.parse(r.data).sessoesEncerradas;
}

export function useTrocarSenha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trocarSenha,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_SESSOES }),
  });
}
