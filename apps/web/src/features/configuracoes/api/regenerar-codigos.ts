import { codigosRecuperacaoSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SEGUNDO_FATOR } from './get-segundo-fator';

/** POST /usuario/2fa/codigos-recuperacao: new recovery codes (the old ones stop working). */
export async function regenerarCodigos(codigo: string): Promise<string[]> {
  const r = await apiClient.post<unknown>('/usuario/2fa/codigos-recuperacao', { codigo });
  return codigosRecuperacaoSchema.parse(r.data).codigosRecuperacao;
}

export function useRegenerarCodigos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerarCodigos,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_SEGUNDO_FATOR }),
  });
}
