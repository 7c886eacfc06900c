import { configuracaoSegundoFatorSchema, type ConfiguracaoSegundoFator } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /usuario/2fa/configurar: a new secret (QR code and key); it is only active after a valid code. */
export async function configurarSegundoFator(): Promise<ConfiguracaoSegundoFator> {
  const r = await apiClient.post<unknown>('/usuario/2fa/configurar');
  return configuracaoSegundoFatorSchema.parse(r.data);
}

export function useConfigurarSegundoFator() {
  return useMutation({ mutationFn: configurarSegundoFator });
}
