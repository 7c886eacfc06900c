import {
  requerimentoDetalheSchema,
  type cancelarRequerimentoBodySchema,
  type RequerimentoDetalhe,
} from '@portal/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type CancelarRequerimentoBody = z.infer<typeof cancelarRequerimentoBodySchema>;

/**
 * Every query of the member's requests starts with this key (lists, pendências, a request's detail and receipt;
 * see features/requerimentos/api/chaves.ts and features/meus-requerimentos/api/get-requerimentos.ts).
 */
const CHAVE_REQUERIMENTOS_DO_MEMBRO = ['requerimentos'] as const;

/**
 * POST /requerimentos/:id/cancelar: the member cancels a draft (discarded), a request waiting for payment (its fee
 * is cancelled) or a sent one not yet under analysis. 409 (with the server's message) in any other status.
 * Shared by the member's lists (meus-requerimentos) and the request flow (requerimentos).
 */
export async function cancelarRequerimento({ id, motivo }: { id: string } & CancelarRequerimentoBody): Promise<RequerimentoDetalhe> {
  const corpo: CancelarRequerimentoBody = motivo ? { motivo } : {};
  const resposta = await apiClient.post<unknown>(`/requerimentos/${encodeURIComponent(id)}/cancelar`, corpo);
  return requerimentoDetalheSchema.parse(resposta.data);
}

/** Refreshes every query of the member's requests (lists, pendências, details, receipts). */
export function atualizarRequerimentosDoMembro(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CHAVE_REQUERIMENTOS_DO_MEMBRO });
}

export function useCancelarRequerimento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarRequerimento,
    // The request left the open lists and pendências; its detail and receipt changed status. Awaited, so the
    // dialog stays busy until the screen behind it shows the new status.
    onSuccess: () => atualizarRequerimentosDoMembro(queryClient),
  });
}

export { membroPodeCancelar } from './membro-pode-cancelar';
