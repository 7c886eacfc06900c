import { STATUS_DO_CODIGO, type CodigoErro } from '@portal/contracts';

/**
 * A client error with a Portuguese message that is safe to show. Its HTTP status is the code's own, from the table
 * beside the codes (`STATUS_DO_CODIGO`, ADR 064): a site names what went wrong, never a number.
 */
export class AppError extends Error {
  public readonly statusCode: number;
  constructor(
    public readonly codigo: CodigoErro,
    public readonly mensagem: string,
    public readonly extra: { campos?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(mensagem);
    this.name = 'AppError';
    this.statusCode = STATUS_DO_CODIGO[codigo];
  }
}

export const naoAutenticado = () =>
  new AppError('NAO_AUTENTICADO', 'Sua sessão expirou ou não é válida. Entre novamente.');

export const semPermissao = () =>
  new AppError('SEM_PERMISSAO', 'Você não tem permissão para acessar este recurso.');

export const naoEncontrado = (mensagem = 'Recurso não encontrado.') => new AppError('NAO_ENCONTRADO', mensagem);

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
  return new AppError(codigo, frase(`${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}`), {
    headers: { 'retry-after': String(segundos) },
  });
}
