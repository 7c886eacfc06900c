import { compraFestaSchema, type ComprarFestaBody, type CompraFesta } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FESTA } from './chaves';

/** POST /festa-junina/compras: reserves tickets in the lot on sale (409 over the cap or stock, with the reason). */
export async function comprarIngressos(body: ComprarFestaBody): Promise<CompraFesta> {
  const r = await apiClient.post<unknown>('/festa-junina/compras', body);
  return compraFestaSchema.parse(r.data);
}

export function useComprarIngressos() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: comprarIngressos, onSettled: () => qc.invalidateQueries({ queryKey: CHAVE_FESTA }) });
}
