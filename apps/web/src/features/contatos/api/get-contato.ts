import { contatoDetalheSchema, type ContatoDetalhe } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_CONTATOS } from './buscar-contatos';

/** GET /area-restrita/contatos/{id}: one person's contact data, inscrições and message preferences (audited). */
export async function getContato(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ContatoDetalhe> {
  const resposta = await apiClient.get<unknown>(`/area-restrita/contatos/${encodeURIComponent(id)}`, { signal });
  return contatoDetalheSchema.parse(resposta.data);
}

export function contatoQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CHAVE_CONTATOS, 'detalhe', id],
    queryFn: ({ signal }) => getContato(id, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useContato(id: string | null) {
  return useQuery({ ...contatoQueryOptions(id ?? ''), enabled: id !== null });
}
