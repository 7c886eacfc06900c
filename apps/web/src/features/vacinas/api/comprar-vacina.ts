import { compraVacinaSchema, type ComprarVacinaBody, type CompraVacina } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_VACINAS } from './chaves';

/** POST /vacinas/compras: reserves the doses and opens the título (or pays them with ViraMais). */
export async function comprarVacina(body: ComprarVacinaBody): Promise<CompraVacina> {
  const r = await apiClient.post<unknown>('/vacinas/compras', body);
  return compraVacinaSchema.parse(r.data);
}

export function useComprarVacina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: comprarVacina,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_VACINAS }),
  });
}
