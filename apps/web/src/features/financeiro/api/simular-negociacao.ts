import { simulacaoNegociacaoSchema, type SimulacaoNegociacao, type SimularNegociacaoBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /financeiro/negociacao/simular: the figures, schedule and term of a choice; 400 with `campos` outside the rules. */
export async function simularNegociacao(corpo: SimularNegociacaoBody): Promise<SimulacaoNegociacao> {
  const resposta = await apiClient.post<unknown>('/financeiro/negociacao/simular', corpo);
  return simulacaoNegociacaoSchema.parse(resposta.data);
}

export function useSimularNegociacao() {
  return useMutation({ mutationFn: simularNegociacao });
}
