import { comprasVacinaSchema, type CompraVacina } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_COMPRAS } from './chaves';

/** GET /vacinas/compras: the member's purchases with doses, título and vouchers. */
export async function getCompras({ signal }: { signal?: AbortSignal } = {}): Promise<CompraVacina[]> {
  const r = await apiClient.get<unknown>('/vacinas/compras', { signal });
  return comprasVacinaSchema.parse(r.data).itens;
}

export function useCompras() {
  return useQuery({ queryKey: CHAVE_COMPRAS, queryFn: ({ signal }) => getCompras({ signal }) });
}
