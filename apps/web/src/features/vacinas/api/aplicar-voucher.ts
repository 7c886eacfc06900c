import { voucherStaffSchema, type VoucherStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VACINAS_STAFF } from './chaves';

/** POST /area-restrita/vacinas/vouchers/aplicar: registers the dose's application (once). */
export async function aplicarVoucher(corpo: { codigo: string; local?: string }): Promise<VoucherStaff> {
  const r = await apiClient.post<unknown>('/area-restrita/vacinas/vouchers/aplicar', corpo);
  return voucherStaffSchema.parse(r.data);
}

export function useAplicarVoucher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: aplicarVoucher, onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_VACINAS_STAFF }) });
}
