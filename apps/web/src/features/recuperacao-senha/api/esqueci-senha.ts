import { respostaMensagemSchema, type EsqueciSenhaBody, type RespostaMensagem } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /usuario/esqueci-senha: the same answer whether or not the account exists. */
export async function esqueciSenha(body: EsqueciSenhaBody): Promise<RespostaMensagem> {
  const resposta = await apiClient.post<unknown>('/usuario/esqueci-senha', { username: body.username.trim() });
  return respostaMensagemSchema.parse(resposta.data);
}

export function useEsqueciSenha() {
  return useMutation({ mutationFn: esqueciSenha });
}
