import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveRequerimento } from './chaves';

/** DELETE /requerimentos/:id/documentos/:documentoId: removes a file from a draft (204). */
export async function removerDocumento({ id, documentoId }: { id: string; documentoId: string }): Promise<void> {
  await apiClient.delete(`/requerimentos/${encodeURIComponent(id)}/documentos/${encodeURIComponent(documentoId)}`);
}

export function useRemoverDocumento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removerDocumento,
    onSuccess: (_r, { id }) => queryClient.invalidateQueries({ queryKey: chaveRequerimento(id) }),
  });
}
