import { cobrancaSchema, type Cobranca, type MeioPagamento } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * POST /financeiro/titulos/:nufin/cobrancas: a PIX or boleto charge of today's amount. The server reuses a charge
 * still valid for the same amount, so asking again is harmless. 409 with the reason when the título is no longer
 * open (paid, renegotiated, cancelled).
 */
export async function criarCobranca({ nufin, meio }: { nufin: number; meio: MeioPagamento }): Promise<Cobranca> {
  const resposta = await apiClient.post<unknown>(`/financeiro/titulos/${encodeURIComponent(String(nufin))}/cobrancas`, { meio });
  return cobrancaSchema.parse(resposta.data);
}

export function useCriarCobranca() {
  return useMutation({ mutationFn: criarCobranca });
}
