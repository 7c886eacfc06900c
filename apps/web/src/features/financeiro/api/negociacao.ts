import {
  planoSchema,
  respostaNegociacaoSchema,
  simulacaoNegociacaoSchema,
  type criarNegociacaoBodySchema,
  type RespostaNegociacao,
  type Plano,
  type SimulacaoNegociacao,
  type SimularNegociacaoBody,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO } from '@/components/pagamento/api/chaves';

export type CriarNegociacaoBody = z.infer<typeof criarNegociacaoBodySchema>;

/**
 * GET /financeiro/negociacao/:nufin: the member's overdue debt títulos that can go into an agreement (with today's
 * amounts), the rules and the term's version; the state 'nao_negociavel' with the reason when the título is not
 * an open overdue debt (a normal answer, not an error). 404 for a título that is not the member's.
 */
export async function getNegociacao(nufin: number, { signal }: { signal?: AbortSignal } = {}): Promise<RespostaNegociacao> {
  const resposta = await apiClient.get<unknown>(`/financeiro/negociacao/${encodeURIComponent(String(nufin))}`, { signal });
  return respostaNegociacaoSchema.parse(resposta.data);
}

export function negociacaoQueryOptions(nufin: number) {
  return queryOptions({
    queryKey: [...CHAVE_FINANCEIRO, 'negociacao', nufin],
    queryFn: ({ signal }) => getNegociacao(nufin, { signal }),
  });
}

export function useNegociacao(nufin: number) {
  return useQuery(negociacaoQueryOptions(nufin));
}

/** POST /financeiro/negociacao/simular: the figures, schedule and term of a choice; 400 with `campos` outside the rules. */
export async function simularNegociacao(corpo: SimularNegociacaoBody): Promise<SimulacaoNegociacao> {
  const resposta = await apiClient.post<unknown>('/financeiro/negociacao/simular', corpo);
  return simulacaoNegociacaoSchema.parse(resposta.data);
}

export function useSimularNegociacao() {
  return useMutation({ mutationFn: simularNegociacao });
}

/**
 * POST /financeiro/negociacao: makes the agreement with the accepted term (201, the new plan), named by the
 * `termoSha256` the simulation returned. 400 with `campos` outside the rules; 409 when today's term is not the
 * one simulated (figures, dates or version changed: simulate again) or a título is no longer open and overdue.
 */
export async function criarNegociacao(corpo: CriarNegociacaoBody): Promise<Plano> {
  const resposta = await apiClient.post<unknown>('/financeiro/negociacao', corpo);
  return planoSchema.parse(resposta.data);
}

export function useCriarNegociacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarNegociacao,
    // The originals became 'renegociado' and a plan with new títulos exists: every finance screen changed. The
    // negotiation bases are only marked stale: refetched now they would answer 409 under the success screen.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...CHAVE_FINANCEIRO, 'negociacao'], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: CHAVE_FINANCEIRO, predicate: (q) => q.queryKey[1] !== 'negociacao' }),
      ]),
  });
}
