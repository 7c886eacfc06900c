import { acompanhamentoSchema, type Acompanhamento } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveDenunciaAnonima } from './chaves';
import { configSemIdentidade } from './sem-identidade';

/** POST /ouvidoria/anonima/:id/enviar (follow-up key in the header): finalizes the anonymous report. */
export async function enviarDenunciaAnonima({ id, chaveAcompanhamento }: { id: string; chaveAcompanhamento: string }): Promise<Acompanhamento> {
  const resposta = await apiClient.post<unknown>(`/ouvidoria/anonima/${encodeURIComponent(id)}/enviar`, {}, configSemIdentidade(chaveAcompanhamento));
  return acompanhamentoSchema.parse(resposta.data);
}

export function useEnviarDenunciaAnonima() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviarDenunciaAnonima,
    onSuccess: (r) => queryClient.setQueryData(chaveDenunciaAnonima(r.id), r),
  });
}
