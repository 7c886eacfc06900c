const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The same text with its last base64url character swapped for one that decodes to the same bytes (its lowest,
 * unused, bit flipped): what a lenient decoder reads as the original. Only for texts whose length is not a multiple
 * of 4 (86-character Ed25519 signatures, 43-character HMACs and random tokens).
 */
export function outraGrafia(texto: string): string {
  const ultimo = ALFABETO.indexOf(texto.slice(-1));
  if (ultimo < 0 || texto.split('.').pop()!.length % 4 < 2) throw new Error('Texto sem bits sobrando no último caractere.');
  return texto.slice(0, -1) + ALFABETO[ultimo ^ 1];
}
