import { loginResponseSchema, type LoginResponse } from '@portal/contracts';
import type { AxiosResponse } from 'axios';
import { RespostaDeLoginInesperada } from './login-erros';

/** Spec, section 7: status 200 returns the response data; anything else is a failed login. */
export function lerRespostaLogin(resposta: AxiosResponse<unknown>): LoginResponse {
  if (resposta.status !== 200) throw new RespostaDeLoginInesperada(resposta.status);
  const lido = loginResponseSchema.safeParse(resposta.data);
  if (!lido.success) throw new RespostaDeLoginInesperada(resposta.status);
  return lido.data;
}
