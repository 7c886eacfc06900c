import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveDenunciaAnonima } from './chaves';
import { configSemIdentidade } from './sem-identidade';

/** DELETE /ouvidoria/anonima/:id/documentos/:documentoId (follow-up key in the header): removes a file of the draft. */
export async function removerDocumentoAnonimo({
  id,
  documentoId,
  chaveAcompanhamento,
}: {
  id: string;
  documentoId: string;
  chaveAcompanhamento: string;
}): Promise<void> {
  await apiClient.delete(
    `/ouvidoria/anonima/${encodeURIComponent(id)}/documentos/${encodeURIComponent(documentoId)}`,
    configSemIdentidade(chaveAcompanhamento),
  );
}

export function useRemoverDocumentoAnonimo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removerDocumentoAnonimo,
    onSuccess: (_r, { id }) => queryClient.invalidateQueries({ queryKey: chaveDenunciaAnonima(id) }),
  });
}
