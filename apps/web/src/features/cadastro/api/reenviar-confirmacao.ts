import { respostaMensagemSchema, type ReenviarConfirmacaoBody, type RespostaMensagem } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /pessoa/reenviar-confirmacao: a new link; the same answer whatever happened. */
export async function reenviarConfirmacao(body: ReenviarConfirmacaoBody): Promise<RespostaMensagem> {
  const resposta = await apiClient.post<unknown>('/pessoa/reenviar-confirmacao', body);
  return respostaMensagemSchema.parse(resposta.data);
}

export function useReenviarConfirmacao() {
  return useMutation({ mutationFn: reenviarConfirmacao });
}
