import { documentoSchema, type Documento } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveRequerimentoStaff } from './chaves';
import { corpoDoArquivo, percentualDe, type EnvioArquivo } from './progresso-upload';

/** POST /area-restrita/requerimentos-interno/:id/documentos?chave=: staff upload a file to a draft they file for a member. */
export async function enviarDocumentoInterno({ id, chave, arquivo, aoProgredir, signal }: EnvioArquivo): Promise<Documento> {
  const resposta = await apiClient.post<unknown>(
    `/area-restrita/requerimentos-interno/${encodeURIComponent(id)}/documentos`,
    corpoDoArquivo(arquivo),
    { params: { chave }, signal, onUploadProgress: (e) => aoProgredir?.(percentualDe(e, arquivo.size)) },
  );
  return documentoSchema.parse(resposta.data);
}

export function useEnviarDocumentoInterno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviarDocumentoInterno,
    onSuccess: (_d, { id }) => queryClient.invalidateQueries({ queryKey: chaveRequerimentoStaff(id) }),
  });
}
