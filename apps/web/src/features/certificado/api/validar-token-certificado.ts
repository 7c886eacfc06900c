import { validaJwtResponseSchema, type ValidaJwtResponse } from '@portal/contracts';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/valida-jwt (spec, section 7: the certificate service, based on the host, not on /wsapp).
 * The token is single use, so each one is sent once per page load, however many times React mounts the
 * page (StrictMode mounts it twice in development).
 */
const emAndamento = new Map<string, Promise<ValidaJwtResponse>>();

export async function postValidaJwt(token: string): Promise<ValidaJwtResponse> {
  const resposta = await apiClient.post<unknown>('/api/valida-jwt', { token }, { baseURL: '/' });
  return validaJwtResponseSchema.parse(resposta.data);
}

export function validarTokenCertificado(token: string): Promise<ValidaJwtResponse> {
  let promessa = emAndamento.get(token);
  if (!promessa) {
    promessa = postValidaJwt(token);
    emAndamento.set(token, promessa);
  }
  return promessa;
}
