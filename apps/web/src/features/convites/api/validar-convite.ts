import { conviteVistaSchema, type ConviteVista } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_CONVITES } from './get-meus-convites';

export const chaveValidacao = (hash: string) => [...CHAVE_CONVITES, 'validar', hash] as const;

/** GET /convites/validar/:hash: what the gate opens from the QR (gate staff: validity; others: existence and date). */
export async function getValidacao(hash: string, { signal }: { signal?: AbortSignal } = {}): Promise<ConviteVista> {
  const resposta = await apiClient.get<unknown>(`/convites/validar/${encodeURIComponent(hash)}`, { signal });
  return conviteVistaSchema.parse(resposta.data);
}

export function useValidacao(hash: string) {
  return useQuery(queryOptions({ queryKey: chaveValidacao(hash), queryFn: ({ signal }) => getValidacao(hash, { signal }), retry: false }));
}
