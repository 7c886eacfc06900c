const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Whether `texto` is the one base64url spelling (RFC 4648 §5, unpadded) of the bytes it decodes to, i.e. what
 * encoding those bytes again gives. When the length is not a multiple of 4 the last character carries 2 or 4 bits
 * that decoders drop (Node's Buffer, atob, jose), so 4 or 16 texts read as the same bytes; a signature is accepted
 * only in the spelling its signer writes, so each signed code and token has exactly one valid text. Used by the
 * server (signed codes, JWTs) and by the gate's offline check.
 */
export function base64urlCanonico(texto: string): boolean {
  if (!/^[A-Za-z0-9_-]*$/.test(texto)) return false;
  const resto = texto.length % 4;
  if (resto === 0) return true;
  if (resto === 1) return false;
  const bitsSobrando = resto === 2 ? 0b1111 : 0b11;
  return (ALFABETO.indexOf(texto.charAt(texto.length - 1)) & bitsSobrando) === 0;
}
