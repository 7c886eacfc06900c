/**
 * The short typed code that goes with every signed code (voucher, ticket, invitation): 10 characters of
 * Crockford base32, shown as XXXXX-XXXXX. Typing is forgiving: case, spaces and hyphens are ignored, O reads as
 * 0 and I/L as 1.
 */
export const FORMATO_CODIGO_CURTO = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** The code as stored, or null when the text cannot be one. */
export function normalizarCodigoCurto(texto: string): string | null {
  const limpo = texto
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return FORMATO_CODIGO_CURTO.test(limpo) ? limpo : null;
}

export function formatarCodigoCurto(codigo: string): string {
  return `${codigo.slice(0, 5)}-${codigo.slice(5)}`;
}
