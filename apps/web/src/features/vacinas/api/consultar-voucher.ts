import { voucherStaffSchema, type VoucherStaff } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /area-restrita/vacinas/vouchers/consultar: whose dose a voucher (QR text or short code) is. */
export async function consultarVoucher(codigo: string): Promise<VoucherStaff> {
  const r = await apiClient.post<unknown>('/area-restrita/vacinas/vouchers/consultar', { codigo });
  return voucherStaffSchema.parse(r.data);
}

export function useConsultarVoucher() {
  return useMutation({ mutationFn: consultarVoucher });
}
