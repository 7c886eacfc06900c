import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_SEGUNDO_FATOR } from './get-segundo-fator';

/** POST /usuario/2fa/desativar: needs the password and a code; refused to staff. */
export async function desativarSegundoFator(body: { senha: string; codigo: string }): Promise<void> {
  await apiClient.post<unknown>('/usuario/2fa/desativar', body);
}

export function useDesativarSegundoFator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desativarSegundoFator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_SEGUNDO_FATOR }),
  });
}
