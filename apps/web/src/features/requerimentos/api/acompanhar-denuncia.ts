import { acompanhamentoSchema, type Acompanhamento } from '@portal/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveDenunciaAnonima } from './chaves';
import { configSemIdentidade } from './sem-identidade';

/** POST /ouvidoria/acompanhamento {chave}: an anonymous report by its follow-up key (404 'Chave não encontrada.'). */
export async function acompanharDenuncia(chave: string, { signal }: { signal?: AbortSignal } = {}): Promise<Acompanhamento> {
  const resposta = await apiClient.post<unknown>('/ouvidoria/acompanhamento', { chave }, { ...configSemIdentidade(), signal });
  return acompanhamentoSchema.parse(resposta.data);
}

/**
 * The draft of the report being written in this tab, read with the key kept in sessionStorage. The key is
 * the query function's argument only: never part of the query key.
 */
export function denunciaAnonimaQueryOptions(id: string, chave: string) {
  return queryOptions({ queryKey: chaveDenunciaAnonima(id), queryFn: ({ signal }) => acompanharDenuncia(chave, { signal }) });
}

export function useDenunciaAnonima(id: string, chave: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...denunciaAnonimaQueryOptions(id, chave), enabled });
}

/** The follow-up form: a mutation, so a typed key is never cached. */
export function useAcompanharDenuncia() {
  return useMutation({ mutationFn: (chave: string) => acompanharDenuncia(chave) });
}
