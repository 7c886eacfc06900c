import { confirmarEmailResponseSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHAVE_USUARIO, lerRegistroUsuario } from '@/lib/auth-storage';
import { CHAVE_USUARIO_ATUAL } from '@/lib/get-usuario-atual';
import { CHAVE_CADASTRO } from './get-cadastro';
import { CHAVE_HISTORICO_CADASTRAL } from './get-historico-cadastral';

/** POST /usuario/email/confirmar: the link's token alone confirms (public route). */
export async function confirmarTrocaEmail(token: string): Promise<{ email: string }> {
  const resposta = await apiClient.post<unknown>('/usuario/email/confirmar', { token });
  return confirmarEmailResponseSchema.parse(resposta.data);
}

/**
 * The stored logged-in-user record shows the current address too (its expiry unchanged). True when it
 * had another one.
 */
export function atualizarEmailArmazenado(email: string): boolean {
  const registro = lerRegistroUsuario();
  if (!registro || registro.user.email === email) return false;
  try {
    window.localStorage.setItem(CHAVE_USUARIO, JSON.stringify({ ...registro, user: { ...registro.user, email } }));
  } catch {
    // Storage unavailable: the next login stores the new address.
  }
  return true;
}

export function useConfirmarTrocaEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmarTrocaEmail,
    onSuccess: async ({ email }) => {
      atualizarEmailArmazenado(email);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CHAVE_USUARIO_ATUAL }),
        queryClient.invalidateQueries({ queryKey: CHAVE_CADASTRO }),
        queryClient.invalidateQueries({ queryKey: CHAVE_HISTORICO_CADASTRAL }),
      ]);
    },
  });
}
