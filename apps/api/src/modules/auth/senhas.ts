import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const opcoes = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSenha(senha: string): Promise<string> {
  return hash(senha, opcoes);
}

export async function verificarSenha(hashArmazenado: string, senha: string): Promise<boolean> {
  try {
    return await verify(hashArmazenado, senha);
  } catch {
    return false;
  }
}

let hashFicticio: Promise<string> | undefined;

/** Spends the same time as a real check when the account does not exist, so timing reveals nothing. */
export async function verificarSenhaFicticia(senha: string): Promise<false> {
  hashFicticio ??= hashSenha('senha-ficticia-para-tempo-constante');
  await verificarSenha(await hashFicticio, senha);
  return false;
}
