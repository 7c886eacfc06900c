import { chavePublicaCodigosSchema, type ChavePublicaCodigos } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_CHAVE_PUBLICA } from './chaves';

/** GET /codigos/chave-publica: the Ed25519 key and the revocation list a gate checks codes against offline. */
export async function getChavePublica({ signal }: { signal?: AbortSignal } = {}): Promise<ChavePublicaCodigos> {
  const r = await apiClient.get<unknown>('/codigos/chave-publica', { signal });
  return chavePublicaCodigosSchema.parse(r.data);
}

/** Read again every minute while the page is open (a holder renamed elsewhere revokes the old QR). */
export function useChavePublica() {
  return useQuery({ queryKey: CHAVE_CHAVE_PUBLICA, queryFn: ({ signal }) => getChavePublica({ signal }), refetchInterval: 60_000 });
}
