import { conviteVistaSchema, type ConviteVista } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_CONVITES } from './get-meus-convites';

export const chaveConvite = (codemp: string, hash: string) => [...CHAVE_CONVITES, 'link', codemp, hash] as const;

/** GET /convites/:codemp/:hash: the invitation as I may see it (owner, gate staff, or only existence and date). */
export async function getConvite(codemp: string, hash: string, { signal }: { signal?: AbortSignal } = {}): Promise<ConviteVista> {
  const resposta = await apiClient.get<unknown>(`/convites/${encodeURIComponent(codemp)}/${encodeURIComponent(hash)}`, { signal });
  return conviteVistaSchema.parse(resposta.data);
}

export function useConvite(codemp: string, hash: string) {
  return useQuery(
    queryOptions({ queryKey: chaveConvite(codemp, hash), queryFn: ({ signal }) => getConvite(codemp, hash, { signal }), retry: false }),
  );
}
