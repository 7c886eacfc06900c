import { conviteDonoSchema, type ConviteDono, type CriarConviteBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_CONVITES } from './get-meus-convites';

/** POST /convites: invites a guest for a date (in the quota, or with ViraMais credits when asked). */
export async function criarConvite(corpo: CriarConviteBody): Promise<ConviteDono> {
  const resposta = await apiClient.post<unknown>('/convites', corpo);
  return conviteDonoSchema.parse(resposta.data);
}

export function useCriarConvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarConvite,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHAVE_CONVITES }),
  });
}
