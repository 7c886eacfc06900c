import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

// Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const opcoes = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Argon2 costs tens of milliseconds of CPU per login. @node-rs/argon2's async calls already leave the event
 * loop, but they run on libuv's pool of 4 threads: on a machine of 2 cores, four hashes at once take the
 * CPU from the event loop, and every request waits (ADR 026). So hashing runs in a pool of worker threads
 * of its own, one core fewer than the machine has (at least one), each at a lower scheduling priority
 * (nice 10) on Linux, where it applies to the calling thread only: the event loop always gets the CPU first,
 * and logins wait instead.
 */
// Nice 10, not 19: under a CPU that is saturated anyway, a worker at 19 gets ~1.5 % of a core per competing
// thread and logins queue for seconds (measured: 2 s median on the shared 2-core machine); at 10, ~10 %.
const NICE_DOS_TRABALHADORES = 10;
// One core is left to the event loop (and the database, when it runs on the same machine): on 2 cores, one
// worker, which still verifies about 60 logins a second (~16 ms of CPU each, measured on the 2-core machine).
const TAMANHO_DO_POOL = Math.max(1, Math.min(4, os.availableParallelism() - 1));

// Plain JavaScript, evaluated as the worker's script (no TypeScript loader needed in the thread).
const CODIGO_TRABALHADOR = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.nice !== null) {
  try { require('node:os').setPriority(workerData.nice); } catch {}
}
const argon2 = require(workerData.argon2);
parentPort.on('message', (t) => {
  try {
    const r = t.op === 'hash' ? argon2.hashSync(t.senha, t.opcoes) : argon2.verifySync(t.hash, t.senha);
    parentPort.postMessage({ id: t.id, ok: true, r });
  } catch (err) {
    parentPort.postMessage({ id: t.id, ok: false, erro: String((err && err.message) || err) });
  }
});
`;

type Tarefa = { op: 'hash'; senha: string; opcoes: typeof opcoes } | { op: 'verify'; hash: string; senha: string };
interface Pendente {
  tarefa: Tarefa;
  resolve(r: unknown): void;
  reject(e: Error): void;
}

class PoolArgon2 {
  private readonly livres: Worker[] = [];
  private readonly ocupados = new Map<Worker, Pendente>();
  private readonly fila: Pendente[] = [];
  private criados = 0;
  private proximoId = 0;
  private readonly caminhoArgon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');

  constructor(private readonly tamanho: number) {}

  executar<T>(tarefa: Tarefa): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.fila.push({ tarefa, resolve: resolve as (r: unknown) => void, reject });
      this.despachar();
    });
  }

  private despachar(): void {
    while (this.fila.length > 0) {
      const w = this.livres.pop() ?? (this.criados < this.tamanho ? this.novo() : undefined);
      if (!w) return;
      const p = this.fila.shift()!;
      this.ocupados.set(w, p);
      // A task under way keeps the process alive (a script awaiting a hash); an idle worker does not.
      w.ref();
      w.postMessage({ id: this.proximoId++, ...p.tarefa });
    }
  }

  private novo(): Worker {
    this.criados++;
    const w = new Worker(CODIGO_TRABALHADOR, {
      eval: true,
      workerData: { argon2: this.caminhoArgon2, nice: process.platform === 'linux' ? NICE_DOS_TRABALHADORES : null },
    });
    w.unref();
    w.on('message', (m: { ok: boolean; r?: unknown; erro?: string }) => {
      const p = this.ocupados.get(w);
      this.ocupados.delete(w);
      w.unref();
      this.livres.push(w);
      if (p) {
        if (m.ok) p.resolve(m.r);
        else p.reject(new Error(m.erro));
      }
      this.despachar();
    });
    let perdidoJa = false;
    const perdido = (err: Error) => {
      if (perdidoJa) return;
      perdidoJa = true;
      const p = this.ocupados.get(w);
      this.ocupados.delete(w);
      const i = this.livres.indexOf(w);
      if (i !== -1) this.livres.splice(i, 1);
      this.criados--;
      p?.reject(err);
      this.despachar();
    };
    w.on('error', perdido);
    w.on('exit', (code) => perdido(new Error(`trabalhador argon2 saiu (${code})`)));
    return w;
  }
}

const pool = new PoolArgon2(TAMANHO_DO_POOL);

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
