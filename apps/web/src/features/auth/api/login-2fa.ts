import {
  configuracaoSegundoFatorSchema,
  loginAtivacaoResponseSchema,
  loginResponseSchema,
  type ConfiguracaoSegundoFator,
  type LoginAtivacaoResponse,
  type LoginResponse,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /usuario/login/2fa: the second step of the password login (code or recovery code). */
export async function enviarCodigoLogin(body: { desafio: string; codigo: string }): Promise<LoginResponse> {
  const r = await apiClient.post<unknown>('/usuario/login/2fa', body, { semRetentativaEm401: true });
  return loginResponseSchema.parse(r.data);
}

export function useEnviarCodigoLogin() {
  return useMutation({ mutationFn: enviarCodigoLogin });
}

/** POST /usuario/login/2fa/configurar: the secret and QR code for staff setting up at login. One per challenge. */
export async function configurarNoLogin(desafio: string, signal?: AbortSignal): Promise<ConfiguracaoSegundoFator> {
  const r = await apiClient.post<unknown>('/usuario/login/2fa/configurar', { desafio }, { semRetentativaEm401: true, signal });
  return configuracaoSegundoFatorSchema.parse(r.data);
}

export function configuracaoNoLoginQueryOptions(desafio: string) {
  return queryOptions({
    queryKey: ['login-2fa', 'configuracao', desafio],
    queryFn: ({ signal }) => configurarNoLogin(desafio, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useConfiguracaoNoLogin(desafio: string) {
  return useQuery(configuracaoNoLoginQueryOptions(desafio));
}

/** POST /usuario/login/2fa/ativar: activates with a valid code and completes the login (plus recovery codes). */
export async function ativarNoLogin(body: { desafio: string; codigo: string }): Promise<LoginAtivacaoResponse> {
  const r = await apiClient.post<unknown>('/usuario/login/2fa/ativar', body, { semRetentativaEm401: true });
  return loginAtivacaoResponseSchema.parse(r.data);
}

export function useAtivarNoLogin() {
  return useMutation({ mutationFn: ativarNoLogin });
}
