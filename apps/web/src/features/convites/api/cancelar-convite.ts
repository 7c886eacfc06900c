import { conviteDonoSchema, type ConviteDono } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveConvite } from './get-convite';
import { CHAVE_CONVITES } from './get-meus-convites';

/** POST /convites/:codemp/:hash/cancelamento: the owner cancels before the date. */
export async function cancelarConvite(codemp: string, hash: string): Promise<ConviteDono> {
  const resposta = await apiClient.post<unknown>(`/convites/${encodeURIComponent(codemp)}/${encodeURIComponent(hash)}/cancelamento`);
  return conviteDonoSchema.parse(resposta.data);
}

export function useCancelarConvite(codemp: string, hash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelarConvite(codemp, hash),
    onSuccess: (atualizado) => {
      queryClient.setQueryData(chaveConvite(codemp, hash), atualizado);
      void queryClient.invalidateQueries({ queryKey: [...CHAVE_CONVITES, 'meus'] });
    },
  });
}
