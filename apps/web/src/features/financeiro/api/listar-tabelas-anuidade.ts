import { listaTabelasAnuidadeSchema, type ListaTabelasAnuidade } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const CHAVE_TABELAS_ANUIDADE = ['area-restrita', 'financeiro', 'anuidade', 'tabelas'] as const;

/** GET /area-restrita/financeiro/anuidade/tabelas: every year's table with its versions, and the missing-table warnings. */
export async function listarTabelasAnuidade({ signal }: { signal?: AbortSignal } = {}): Promise<ListaTabelasAnuidade> {
  const resposta = await apiClient.get<unknown>('/area-restrita/financeiro/anuidade/tabelas', { signal });
  return listaTabelasAnuidadeSchema.parse(resposta.data);
}

export function tabelasAnuidadeQueryOptions() {
  return queryOptions({ queryKey: CHAVE_TABELAS_ANUIDADE, queryFn: ({ signal }) => listarTabelasAnuidade({ signal }) });
}

export function useTabelasAnuidade() {
  return useQuery(tabelasAnuidadeQueryOptions());
}
