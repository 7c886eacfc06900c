import { compraVacinaSchema, type CompraVacina } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VACINAS } from './chaves';

/** POST /vacinas/compras/:id/cancelar: cancels a reservation not yet paid. */
export async function cancelarReserva(id: string): Promise<CompraVacina> {
  const r = await apiClient.post<unknown>(`/vacinas/compras/${encodeURIComponent(id)}/cancelar`);
  return compraVacinaSchema.parse(r.data);
}

export function useCancelarReserva() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelarReserva, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_VACINAS }) });
}
