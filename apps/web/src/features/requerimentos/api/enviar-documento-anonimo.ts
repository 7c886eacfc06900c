import { documentoSchema, type Documento } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveDenunciaAnonima } from './chaves';
import { corpoDoArquivo, percentualDe, type EnvioArquivo } from './progresso-upload';
import { configSemIdentidade } from './sem-identidade';

/** POST /ouvidoria/anonima/:id/documentos?chave=: a file of an anonymous report, authorised by its follow-up key (header). */
export async function enviarDocumentoAnonimo({ chaveAcompanhamento, id, chave, arquivo, aoProgredir, signal }: EnvioArquivo & { chaveAcompanhamento: string }): Promise<Documento> {
  const resposta = await apiClient.post<unknown>(`/ouvidoria/anonima/${encodeURIComponent(id)}/documentos`, corpoDoArquivo(arquivo), {
    ...configSemIdentidade(chaveAcompanhamento),
    params: { chave },
    signal,
    onUploadProgress: (e) => aoProgredir?.(percentualDe(e, arquivo.size)),
  });
  return documentoSchema.parse(resposta.data);
}

export function useEnviarDocumentoAnonimo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviarDocumentoAnonimo,
    onSuccess: (_d, { id }) => queryClient.invalidateQueries({ queryKey: chaveDenunciaAnonima(id) }),
  });
}
