import { planoSchema, type criarNegociacaoBodySchema, type Plano } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FINANCEIRO } from '@/components/pagamento/api/chaves';

export type CriarNegociacaoBody = z.infer<typeof criarNegociacaoBodySchema>;

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
