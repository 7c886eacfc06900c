import { respostaMensagemSchema, type RedefinirSenhaBody, type RespostaMensagem } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /usuario/redefinir-senha: the new password; the server ends every session of the user. */
export async function redefinirSenha(body: RedefinirSenhaBody): Promise<RespostaMensagem> {
  const resposta = await apiClient.post<unknown>('/usuario/redefinir-senha', body);
  return respostaMensagemSchema.parse(resposta.data);
}

export function useRedefinirSenha() {
  return useMutation({ mutationFn: redefinirSenha });
}
