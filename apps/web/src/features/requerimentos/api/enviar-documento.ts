import { documentoSchema, type Documento } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveRequerimento } from './chaves';
import { corpoDoArquivo, percentualDe, type EnvioArquivo } from './progresso-upload';

/** POST /requerimentos/:id/documentos?chave=: uploads one file of a draft (the server checks it by content). */
export async function enviarDocumento({ id, chave, arquivo, aoProgredir, signal }: EnvioArquivo): Promise<Documento> {
  const resposta = await apiClient.post<unknown>(`/requerimentos/${encodeURIComponent(id)}/documentos`, corpoDoArquivo(arquivo), {
    params: { chave },
    signal,
    onUploadProgress: (e) => aoProgredir?.(percentualDe(e, arquivo.size)),
  });
  return documentoSchema.parse(resposta.data);
}

export function useEnviarDocumento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviarDocumento,
    onSuccess: (_d, { id }) => queryClient.invalidateQueries({ queryKey: chaveRequerimento(id) }),
  });
}
