import { admissaoRespostaSchema, type AdmissaoResposta, type AdmitirConviteBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveValidacao } from './validar-convite';

/** POST /convites/validar/:hash/admissao: gate staff admit the guest (once; a second time answers 'ja_admitido'). */
export async function admitirConvite(hash: string, corpo: AdmitirConviteBody): Promise<AdmissaoResposta> {
  const resposta = await apiClient.post<unknown>(`/convites/validar/${encodeURIComponent(hash)}/admissao`, corpo);
  return admissaoRespostaSchema.parse(resposta.data);
}

export function useAdmitirConvite(hash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: AdmitirConviteBody) => admitirConvite(hash, corpo),
    onSuccess: (r) => queryClient.setQueryData(chaveValidacao(hash), r.convite),
  });
}
