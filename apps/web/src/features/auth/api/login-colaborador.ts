import type { LoginBody, RespostaLogin } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lerRespostaLogin } from './ler-resposta-login';

/** POST /usuario/login-colaborador: the username is trimmed before sending (spec, section 5). */
export async function loginColaborador(body: LoginBody): Promise<RespostaLogin> {
  const resposta = await apiClient.post<unknown>(
    '/usuario/login-colaborador',
    { username: body.username.trim(), password: body.password },
    { semRetentativaEm401: true },
  );
  return lerRespostaLogin(resposta);
}

export function useLoginColaborador() {
  return useMutation({ mutationFn: loginColaborador });
}
