import { respostaMensagemSchema, type CadastroBody, type RespostaMensagem } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /pessoa/salvar: the same answer whether or not the CPF or e-mail had an account (what happened goes by e-mail). */
export async function salvarCadastro(body: CadastroBody): Promise<RespostaMensagem> {
  const resposta = await apiClient.post<unknown>('/pessoa/salvar', body);
  return respostaMensagemSchema.parse(resposta.data);
}

export function useSalvarCadastro() {
  return useMutation({ mutationFn: salvarCadastro });
}
