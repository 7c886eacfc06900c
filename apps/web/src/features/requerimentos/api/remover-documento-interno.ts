import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveRequerimentoStaff } from './chaves';

/** DELETE /area-restrita/requerimentos-interno/:id/documentos/:documentoId: staff remove a file from the draft (204). */
export async function removerDocumentoInterno({ id, documentoId }: { id: string; documentoId: string }): Promise<void> {
  await apiClient.delete(`/area-restrita/requerimentos-interno/${encodeURIComponent(id)}/documentos/${encodeURIComponent(documentoId)}`);
}

export function useRemoverDocumentoInterno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removerDocumentoInterno,
    onSuccess: (_r, { id }) => queryClient.invalidateQueries({ queryKey: chaveRequerimentoStaff(id) }),
  });
}
