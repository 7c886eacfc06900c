import { compraFestaSchema, type CompraFesta } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FESTA } from './chaves';

/** POST /festa-junina/compras/:id/cancelar: gives up a reservation not yet paid (its tickets go back on sale). */
export async function cancelarCompra(id: string): Promise<CompraFesta> {
  const r = await apiClient.post<unknown>(`/festa-junina/compras/${encodeURIComponent(id)}/cancelar`);
  return compraFestaSchema.parse(r.data);
}

export function useCancelarCompra() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: cancelarCompra, onSettled: () => qc.invalidateQueries({ queryKey: CHAVE_FESTA }) });
}
