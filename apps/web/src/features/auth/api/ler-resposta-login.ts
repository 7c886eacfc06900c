import type { RespostaLogin } from '@portal/contracts';
import type { RespostaHttp } from '@/lib/http';
import { RespostaDeLoginInesperada } from './login-erros';

/**
 * Spec, section 7: status 200 returns the response data; anything else is a failed login. With a second
 * factor the 200 carries a challenge instead of the user record (the code step follows).
 */
export async function lerRespostaLogin(resposta: RespostaHttp): Promise<RespostaLogin> {
  if (resposta.status !== 200) throw new RespostaDeLoginInesperada(resposta.status);
  const { respostaLoginSchema } = await import('./esquema-resposta-login');
  const lido = respostaLoginSchema.safeParse(resposta.data);
  if (!lido.success) throw new RespostaDeLoginInesperada(resposta.status);
  return lido.data;
}
