import { trocarEmailResponseSchema, type TrocarEmailEntrada } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_CADASTRO } from './get-cadastro';

/** POST /usuario/email: asks for the change; a link goes to the new address. Answers 202. */
export async function solicitarTrocaEmail(body: TrocarEmailEntrada): Promise<{ mensagem: string }> {
  const resposta = await apiClient.post<unknown>('/usuario/email', body);
  return trocarEmailResponseSchema.parse(resposta.data);
}

export function useSolicitarTrocaEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: solicitarTrocaEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_CADASTRO }),
  });
}
