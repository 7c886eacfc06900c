import { listaIngressosSchema, type Ingresso } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_INGRESSOS } from './chaves';

/** GET /festa-junina/ingressos: the member's tickets (reserved and issued). */
export async function getIngressos({ signal }: { signal?: AbortSignal } = {}): Promise<Ingresso[]> {
  const r = await apiClient.get<unknown>('/festa-junina/ingressos', { signal });
  return listaIngressosSchema.parse(r.data).itens;
}

export function useIngressos() {
  return useQuery({ queryKey: CHAVE_INGRESSOS, queryFn: ({ signal }) => getIngressos({ signal }) });
}
