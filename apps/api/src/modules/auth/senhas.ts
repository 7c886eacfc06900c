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
 * of its own, one core fewer than the machine has (at least one).
 *
 * Each of those threads asks Linux for the SCHED_IDLE policy (ADR 031): it runs on CPU time nothing else wants,
 * and any other thread that wakes up takes its core at once. At nice 10 alone it kept a core for up to a
 * scheduler slice (~1.5 ms) after the event loop, the database or a client woke up, which is what a request
 * arriving just as a hash began waited for. SCHED_IDLE has no share of its own under a CPU that is full, so a
 * task not answered within PRAZO_OCIOSO_MS also goes to a reserve thread at nice 10 (the old policy), and the first
 * answer wins: a saturated machine makes logins slower, never stuck. Where the policy cannot be set (not Linux, no
 * `chrt`), the pool threads run at nice 10 as the reserve does.
 */
// Nice 10, not 19: under a CPU that is saturated anyway, a worker at 19 gets ~1.5 % of a core per competing
// thread and logins queue for seconds (measured: 2 s median on the shared 2-core machine); at 10, ~10 %.
const NICE_DOS_TRABALHADORES = 10;
// One core is left to the event loop (and the database, when it runs on the same machine): on 2 cores, one
// worker, which still verifies about 60 logins a second (~16 ms of CPU each, measured on the 2-core machine).
const TAMANHO_DO_POOL = Math.max(1, Math.min(4, os.availableParallelism() - 1));
/** How long a task may wait on the SCHED_IDLE threads before the reserve thread also takes it (~15 hashes' time). */
export const PRAZO_OCIOSO_MS = 250;

// Plain JavaScript, evaluated as the worker's script (no TypeScript loader needed in the thread). There is no Node
// API for a thread's scheduling policy: the thread runs `chrt` on its own thread id (lowering a policy needs no
// privilege); if that fails it stays at nice 10. It answers each task as { ok, r } or { ok: false, erro }.
export const CODIGO_TRABALHADOR = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.nice !== null) {
  try { require('node:os').setPriority(workerData.nice); } catch {}
}
if (workerData.ocioso) {
  try {
    const tid = require('node:fs').readFileSync('/proc/thread-self/stat', 'utf8').split(' ', 1)[0];
    require('node:child_process').execFileSync('chrt', ['--idle', '-p', '0', tid], { stdio: 'ignore', timeout: 5000 });
  } catch {}
}
const argon2 = require(workerData.argon2);
parentPort.on('message', (t) => {
  try {
    const r = t.op === 'hash' ? argon2.hashSync(t.senha, t.opcoes) : argon2.verifySync(t.hash, t.senha);
    parentPort.postMessage({ ok: true, r });
  } catch (err) {
    parentPort.postMessage({ ok: false, erro: String((err && err.message) || err) });
  }
});
`;

interface OpcoesArgon2 {
  algorithm: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}
type Tarefa = { op: 'hash'; senha: string; opcoes: OpcoesArgon2 } | { op: 'verify'; hash: string; senha: string };
interface Pendente {
  tarefa: Tarefa;
  resolve(r: unknown): void;
  reject(e: Error): void;
  /** Answered (by whichever group answered first). */
  feita: boolean;
  /** How many threads are working on it now (0, 1, or 2 once the reserve took it too). */
  emCurso: number;
  timer: NodeJS.Timeout | undefined;
}

function concluir(p: Pendente, m: { ok: boolean; r?: unknown; erro?: string }): void {
  if (p.feita) return;
  p.feita = true;
  clearTimeout(p.timer);
  if (m.ok) p.resolve(m.r);
  else p.reject(new Error(m.erro));
}

/** Threads of one kind (SCHED_IDLE, or the reserve at nice 10), created on demand, each one task at a time. */
class Grupo {
  private readonly livres: Worker[] = [];
  private readonly ocupados = new Map<Worker, Pendente>();
  private readonly fila: Pendente[] = [];
  private criados = 0;

  constructor(
    private readonly tamanho: number,
    private readonly workerData: { argon2: string; nice: number | null; ocioso: boolean },
    private readonly codigo: string,
  ) {}

  entrar(p: Pendente): void {
    this.fila.push(p);
    this.despachar();
  }

  /** Takes a task back if no thread of this group has started it. */
  retirar(p: Pendente): void {
    const i = this.fila.indexOf(p);
    if (i !== -1) this.fila.splice(i, 1);
  }

  private despachar(): void {
    while (this.fila.length > 0) {
      const w = this.livres.pop() ?? (this.criados < this.tamanho ? this.novo() : undefined);
      if (!w) return;
      const p = this.fila.shift()!;
      if (p.feita) {
        this.livres.push(w);
        continue;
      }
      this.ocupados.set(w, p);
      p.emCurso++;
      // A task under way keeps the process alive (a script awaiting a hash); an idle worker does not.
      w.ref();
      w.postMessage(p.tarefa);
    }
  }

  private novo(): Worker {
    this.criados++;
    const w = new Worker(this.codigo, { eval: true, workerData: this.workerData });
    w.unref();
    w.on('message', (m: { ok: boolean; r?: unknown; erro?: string }) => {
      const p = this.ocupados.get(w);
      this.ocupados.delete(w);
      w.unref();
      this.livres.push(w);
      if (p) {
        p.emCurso--;
        concluir(p, m);
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
      if (p) {
        p.emCurso--;
        // Still under way on the other group's thread: that one answers.
        if (p.emCurso === 0) concluir(p, { ok: false, erro: err.message });
      }
      this.despachar();
    };
    w.on('error', perdido);
    w.on('exit', (code) => perdido(new Error(`trabalhador argon2 saiu (${code})`)));
    return w;
  }
}

export class PoolArgon2 {
  private readonly ociosos: Grupo;
  private readonly reserva: Grupo;
  private readonly prazoMs: number;

  constructor(o: { tamanho: number; prazoMs: number; codigo?: string }) {
    const argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');
    const nice = process.platform === 'linux' ? NICE_DOS_TRABALHADORES : null;
    const codigo = o.codigo ?? CODIGO_TRABALHADOR;
    this.ociosos = new Grupo(o.tamanho, { argon2, nice, ocioso: process.platform === 'linux' }, codigo);
    this.reserva = new Grupo(1, { argon2, nice, ocioso: false }, codigo);
    this.prazoMs = o.prazoMs;
  }

  executar<T>(tarefa: Tarefa): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const p: Pendente = { tarefa, resolve: resolve as (r: unknown) => void, reject, feita: false, emCurso: 0, timer: undefined };
      p.timer = setTimeout(() => this.socorrer(p), this.prazoMs);
      p.timer.unref();
      this.ociosos.entrar(p);
    });
  }

  /** Past the deadline: the reserve takes the task too (moved if no idle-class thread had started it). */
  private socorrer(p: Pendente): void {
    if (p.feita) return;
    this.ociosos.retirar(p);
    this.reserva.entrar(p);
  }
}

const pool = new PoolArgon2({ tamanho: TAMANHO_DO_POOL, prazoMs: PRAZO_OCIOSO_MS });

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
