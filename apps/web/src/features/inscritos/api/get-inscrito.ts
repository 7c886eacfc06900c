import { inscritoDetalheSchema, type InscritoDetalhe } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_INSCRITOS } from './buscar-inscritos';

/** GET /area-restrita/inscritos/pessoas/{id}: one person of the registry, inscrições, account and history (audited). */
export async function getInscrito(pessoaId: string, { signal }: { signal?: AbortSignal } = {}): Promise<InscritoDetalhe> {
  const resposta = await apiClient.get<unknown>(`/area-restrita/inscritos/pessoas/${encodeURIComponent(pessoaId)}`, { signal });
  return inscritoDetalheSchema.parse(resposta.data);
}

export function inscritoQueryOptions(pessoaId: string) {
  return queryOptions({
    queryKey: [...CHAVE_INSCRITOS, 'pessoa', pessoaId],
    queryFn: ({ signal }) => getInscrito(pessoaId, { signal }),
    refetchOnWindowFocus: false,
  });
}

export function useInscrito(pessoaId: string | null) {
  return useQuery({ ...inscritoQueryOptions(pessoaId ?? ''), enabled: pessoaId !== null });
}
