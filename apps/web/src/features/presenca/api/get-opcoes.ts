import { opcoesListaSchema, type OpcoesLista } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_PRESENCA } from './chaves';

/** GET /area-restrita/presenca/opcoes: meetings and judgment sessions without a list yet. */
export async function getOpcoes({ signal }: { signal?: AbortSignal } = {}): Promise<OpcoesLista> {
  const r = await apiClient.get<unknown>('/area-restrita/presenca/opcoes', { signal });
  return opcoesListaSchema.parse(r.data);
}

export const opcoesQueryOptions = () => queryOptions({ queryKey: [...CHAVE_PRESENCA, 'opcoes'], queryFn: ({ signal }) => getOpcoes({ signal }) });

export function useOpcoes() {
  return useQuery(opcoesQueryOptions());
}
