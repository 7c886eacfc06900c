import { codigosRecuperacaoSchema, type AtivarSegundoFatorBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SEGUNDO_FATOR } from './get-segundo-fator';

/** POST /usuario/2fa/ativar: turns the second factor on with a valid code and the current password; answers the recovery codes. */
export async function ativarSegundoFator(body: AtivarSegundoFatorBody): Promise<string[]> {
  const r = await apiClient.post<unknown>('/usuario/2fa/ativar', body);
  return codigosRecuperacaoSchema.parse(r.data).codigosRecuperacao;
}

export function useAtivarSegundoFator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ativarSegundoFator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_SEGUNDO_FATOR }),
  });
}
