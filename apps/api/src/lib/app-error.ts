import type { CodigoErro } from '@portal/contracts';

/** A client error with a Portuguese message that is safe to show; mapped to its status by the one error handler. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly codigo: CodigoErro,
    public readonly mensagem: string,
    public readonly extra: { campos?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(mensagem);
    this.name = 'AppError';
  }
}

export const naoAutenticado = () =>
  new AppError(401, 'NAO_AUTENTICADO', 'Sua sessão expirou ou não é válida. Entre novamente.');

export const semPermissao = () =>
  new AppError(403, 'SEM_PERMISSAO', 'Você não tem permissão para acessar este recurso.');

export const naoEncontrado = (mensagem = 'Recurso não encontrado.') => new AppError(404, 'NAO_ENCONTRADO', mensagem);

/**
 * 429 with Retry-After and a Portuguese message that says how long to wait. `frase` receives the wait
 * ("3 minutos") and returns the whole sentence.
 */
export function limiteExcedido(
  resetEmMs: number,
  codigo: 'MUITAS_TENTATIVAS' | 'MUITOS_PEDIDOS',
  frase: (espera: string) => string,
): AppError {
  const segundos = Math.max(1, Math.ceil(resetEmMs / 1000));
  const minutos = Math.ceil(segundos / 60);
  return new AppError(429, codigo, frase(`${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}`), {
    headers: { 'retry-after': String(segundos) },
  });
}
