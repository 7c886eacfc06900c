import { codigosRecuperacaoSchema, type RegenerarCodigosBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SEGUNDO_FATOR } from './get-segundo-fator';

/** POST /usuario/2fa/codigos-recuperacao: new recovery codes with a code and the current password (the old ones stop working). */
export async function regenerarCodigos(body: RegenerarCodigosBody): Promise<string[]> {
  const r = await apiClient.post<unknown>('/usuario/2fa/codigos-recuperacao', body);
  return codigosRecuperacaoSchema.parse(r.data).codigosRecuperacao;
}

export function useRegenerarCodigos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerarCodigos,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_SEGUNDO_FATOR }),
  });
}
