import { peticaoStaffSchema, type PeticaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_FILA_PETICOES } from './chaves-peticoes';

export type AnalisePeticao = { peticaoId: string; acao: 'juntar' } | { peticaoId: string; acao: 'rejeitar'; motivo: string };

/** POST /area-restrita/peticoes/:pid/juntar | rejeitar. */
export async function analisarPeticao(a: AnalisePeticao): Promise<PeticaoStaff> {
  const url = `/area-restrita/peticoes/${encodeURIComponent(a.peticaoId)}/${a.acao}`;
  const r = await apiClient.post<unknown>(url, a.acao === 'rejeitar' ? { motivo: a.motivo } : undefined);
  return peticaoStaffSchema.parse(r.data);
}

export function useAnalisarPeticao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: analisarPeticao, onSettled: () => queryClient.invalidateQueries({ queryKey: CHAVE_FILA_PETICOES }) });
}
