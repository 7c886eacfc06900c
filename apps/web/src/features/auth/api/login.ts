import type { LoginBody, RespostaLogin } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lerRespostaLogin } from './ler-resposta-login';

/** POST /usuario/login: mode 'Usuário' (lawyers; CPF or inscrição). */
export async function loginUsuario(body: LoginBody): Promise<RespostaLogin> {
  const resposta = await apiClient.post<unknown>(
    '/usuario/login',
    { username: body.username, password: body.password },
    { semRetentativaEm401: true },
  );
  return lerRespostaLogin(resposta);
}

export function useLoginUsuario() {
  return useMutation({ mutationFn: loginUsuario });
}
