import { comissaoStaffSchema, type ComissaoBody, type ComissaoStaff } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidarComissoes } from './invalidar-comissoes';

/** POST /area-restrita/comissoes: a new commission. */
export async function criarComissao(dados: ComissaoBody): Promise<ComissaoStaff> {
  const r = await apiClient.post<unknown>('/area-restrita/comissoes', dados);
  return comissaoStaffSchema.parse(r.data);
}

export function useCriarComissao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: criarComissao, onSuccess: () => invalidarComissoes(queryClient) });
}
