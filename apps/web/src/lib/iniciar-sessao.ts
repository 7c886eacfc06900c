import { autenticar } from './api-client';
import { lerTokenValido } from './auth-storage';

/**
 * Start of the app (spec, section 4): without a stored token, or with an expired one, authenticate and
 * store the new token. Resolves false when that failed (the error is logged; the caller goes to /login).
 */
export async function prepararTokenInicial(): Promise<boolean> {
  if (lerTokenValido()) return true;
  try {
    await autenticar();
    return true;
  } catch (erro) {
    console.error('Falha na autenticação inicial do portal.', erro);
    return false;
  }
}
