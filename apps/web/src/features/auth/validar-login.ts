import type { LoginBody } from '@portal/contracts';

export interface CamposLogin {
  username: string;
  password: string;
}

/**
 * The login form's check, written out by hand: loginBodySchema's rules and messages (packages/contracts, auth.ts;
 * validar-login.test.ts holds them equal), without bringing zod into the first page most visits load (ADR 028).
 */
export function validarLogin({ username, password }: CamposLogin): { body: LoginBody } | { erros: Partial<Record<keyof LoginBody, string>> } {
  const usuario = username.trim();
  const erros: Partial<Record<keyof LoginBody, string>> = {};
  if (usuario.length < 1) erros.username = 'Informe o usuário.';
  else if (usuario.length > 32) erros.username = 'O usuário tem no máximo 32 caracteres.';
  if (password.length < 1) erros.password = 'Informe a senha.';
  else if (password.length > 128) erros.password = 'A senha tem no máximo 128 caracteres.';
  return Object.keys(erros).length > 0 ? { erros } : { body: { username: usuario, password } };
}
