import { randomBytes } from 'node:crypto';

const ALFABETO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A receipt code: 140 random bits (CSPRNG) as 28 characters of Crockford base32 (stored without hyphens). */
export function novoRecibo(): string {
  const bytes = randomBytes(28);
  let codigo = '';
  // Each byte gives 5 random bits (the top 3 are dropped), so every character is uniform.
  for (const b of bytes) codigo += ALFABETO[b & 31];
  return codigo;
}
