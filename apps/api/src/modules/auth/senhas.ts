import { PoolArgon2, TAMANHO_DO_POOL } from './pool-argon2.js';

// Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const opcoes = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Argon2 costs tens of milliseconds of CPU per login. @node-rs/argon2's async calls already leave the event
 * loop, but they run on libuv's pool of 4 threads: on a machine of 2 cores, four hashes at once take the
 * CPU from the event loop, and every request waits (ADR 026). So hashing runs in a pool of worker threads
 * of its own, which get the CPU only when nothing else wants it, with a reserve thread for a machine that is
 * saturated anyway (pool-argon2.ts).
 */
// A verification takes ~16 ms of CPU on the 2-core machine (~50 ms on a slow one): a task still unanswered after
// 200 ms is waiting for CPU the idle-policy threads cannot get.
const ESPERA_ANTES_DA_RESERVA_MS = 200;

const pool = new PoolArgon2({ ...TAMANHO_DO_POOL, esperaAntesDaReservaMs: ESPERA_ANTES_DA_RESERVA_MS });

export function hashSenha(senha: string): Promise<string> {
  return pool.executar<string>({ op: 'hash', senha, opcoes });
}

export async function verificarSenha(hashArmazenado: string, senha: string): Promise<boolean> {
  try {
    return await pool.executar<boolean>({ op: 'verify', hash: hashArmazenado, senha });
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
