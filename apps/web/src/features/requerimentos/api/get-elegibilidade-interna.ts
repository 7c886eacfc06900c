import { elegibilidadeSchema, type Elegibilidade } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveElegibilidadeInterna } from './chaves';

/** GET /area-restrita/requerimentos-interno/elegibilidade/:codigo?pessoaId=: the member's eligibility, asked by staff. */
export async function getElegibilidadeInterna(
  codigo: string,
  pessoaId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Elegibilidade> {
  const resposta = await apiClient.get<unknown>(`/area-restrita/requerimentos-interno/elegibilidade/${encodeURIComponent(codigo)}`, {
    params: { pessoaId },
    signal,
  });
  return elegibilidadeSchema.parse(resposta.data);
}

export function elegibilidadeInternaQueryOptions(codigo: string, pessoaId: string) {
  return queryOptions({
    queryKey: chaveElegibilidadeInterna(codigo, pessoaId),
    queryFn: ({ signal }) => getElegibilidadeInterna(codigo, pessoaId, { signal }),
    staleTime: 0,
  });
}

export function useElegibilidadeInterna(codigo: string, pessoaId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...elegibilidadeInternaQueryOptions(codigo, pessoaId), enabled });
}
