import {
  buscaTitulosStaffSchema,
  pagamentoRevisaoSchema,
  paginaRevisaoSchema,
  simulacaoPagamentoSchema,
  type BuscaTitulosStaff,
  type MeioPagamento,
  type PagamentoRevisao,
  type PaginaRevisao,
  type SimulacaoPagamento,
  type SituacaoRevisao,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Everything the finance staff page reads: a payment or a review changes both lists. */
export const CHAVE_FINANCEIRO_STAFF = ['area-restrita', 'financeiro'] as const;

// ------------------------------------------------------------------------------------------- títulos

/** GET /area-restrita/financeiro/titulos?busca=: a person's títulos by CPF, or one título by its number. */
export async function buscarTitulosStaff(busca: string, { signal }: { signal?: AbortSignal } = {}): Promise<BuscaTitulosStaff> {
  const resposta = await apiClient.get<unknown>('/area-restrita/financeiro/titulos', { params: { busca }, signal });
  return buscaTitulosStaffSchema.parse(resposta.data);
}

export function titulosStaffQueryOptions(busca: string) {
  return queryOptions({
    queryKey: [...CHAVE_FINANCEIRO_STAFF, 'titulos', busca],
    queryFn: ({ signal }) => buscarTitulosStaff(busca, { signal }),
  });
}

/** Searches only when there is a term. */
export function useTitulosStaff(busca: string) {
  return useQuery({ ...titulosStaffQueryOptions(busca), enabled: busca !== '' });
}

/**
 * POST /area-restrita/financeiro/titulos/:nufin/simular-pagamento: the server signs a provider notification
 * for the título's charge and sends it through the real webhook, so what happens is what a payment would do.
 */
export async function simularPagamento({ nufin, meio }: { nufin: number; meio: MeioPagamento }): Promise<SimulacaoPagamento> {
  const resposta = await apiClient.post<unknown>(`/area-restrita/financeiro/titulos/${encodeURIComponent(String(nufin))}/simular-pagamento`, { meio });
  return simulacaoPagamentoSchema.parse(resposta.data);
}

/** A settled título leaves the search list changed, and a refused one lands in the review list: both reload. */
export function useSimularPagamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simularPagamento,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_FINANCEIRO_STAFF }),
  });
}

// ------------------------------------------------------------------------------------------- revisão

export interface ParametrosRevisao {
  situacao: SituacaoRevisao;
  pagina: number;
}

/** GET /area-restrita/financeiro/revisao: notifications that did not settle (unknown charge, other amount…). */
export async function getRevisao({ situacao, pagina }: ParametrosRevisao, { signal }: { signal?: AbortSignal } = {}): Promise<PaginaRevisao> {
  const resposta = await apiClient.get<unknown>('/area-restrita/financeiro/revisao', { params: { situacao, pagina }, signal });
  return paginaRevisaoSchema.parse(resposta.data);
}

export function revisaoQueryOptions(parametros: ParametrosRevisao) {
  return queryOptions({
    queryKey: [...CHAVE_FINANCEIRO_STAFF, 'revisao', parametros],
    queryFn: ({ signal }) => getRevisao(parametros, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRevisao(parametros: ParametrosRevisao) {
  return useQuery(revisaoQueryOptions(parametros));
}

/** POST /area-restrita/financeiro/revisao/:id/resolver: staff record what they did about it (audited). */
export async function resolverRevisao({ id, observacao }: { id: string; observacao: string }): Promise<PagamentoRevisao> {
  const resposta = await apiClient.post<unknown>(`/area-restrita/financeiro/revisao/${encodeURIComponent(id)}/resolver`, { observacao });
  return pagamentoRevisaoSchema.parse(resposta.data);
}

export function useResolverRevisao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolverRevisao,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CHAVE_FINANCEIRO_STAFF, 'revisao'] }),
  });
}
