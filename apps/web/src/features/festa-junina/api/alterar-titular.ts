import { ingressoSchema, type Ingresso } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_INGRESSOS } from './chaves';

/** PATCH /festa-junina/ingressos/:id: renames the holder (until the day before); the ticket gets a new QR. */
export async function alterarTitular({ id, titular }: { id: string; titular: string }): Promise<Ingresso> {
  const r = await apiClient.patch<unknown>(`/festa-junina/ingressos/${encodeURIComponent(id)}`, { titular });
  return ingressoSchema.parse(r.data);
}

export function useAlterarTitular() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: alterarTitular, onSuccess: () => qc.invalidateQueries({ queryKey: CHAVE_INGRESSOS }) });
}
