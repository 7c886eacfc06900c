import { requerimentoStaffSchema, type RequerimentoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chaveRequerimentoStaff } from './chaves';

/** POST /area-restrita/requerimentos-interno: staff create a member's draft (it belongs to the member). */
export async function criarRequerimentoInterno(body: {
  pessoaId: string;
  codigo: string;
  dados: Record<string, unknown>;
}): Promise<RequerimentoStaff> {
  const resposta = await apiClient.post<unknown>('/area-restrita/requerimentos-interno', body);
  return requerimentoStaffSchema.parse(resposta.data);
}

export function useCriarRequerimentoInterno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarRequerimentoInterno,
    onSuccess: (r) => queryClient.setQueryData(chaveRequerimentoStaff(r.id), r),
  });
}
