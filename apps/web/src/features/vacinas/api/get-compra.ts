import { compraVacinaSchema, type CompraVacina } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveCompra } from './chaves';

/** GET /vacinas/compras/:id: one purchase of the member. */
export async function getCompra(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<CompraVacina> {
  const r = await apiClient.get<unknown>(`/vacinas/compras/${encodeURIComponent(id)}`, { signal });
  return compraVacinaSchema.parse(r.data);
}

export function useCompra(id: string | null) {
  return useQuery({ queryKey: chaveCompra(id ?? ''), queryFn: ({ signal }) => getCompra(id!, { signal }), enabled: id !== null });
}
