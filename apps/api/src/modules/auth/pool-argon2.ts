import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Argon2 in worker threads of its own, kept from taking the CPU from the event loop (ADR 026).
 *
 * The hashing threads run under Linux's SCHED_IDLE policy: they get a core only when nothing else wants it,
 * and any other thread that wakes takes the core from them at once. A nice value does not do that: at nice 10
 * a hashing thread still holds a core for its time slice (milliseconds) while the event loop, woken by a
 * request, waits for it — under 20 logins a second that tripled a cheap route's p99.
 *
 * Such threads take nothing from the rest, so there is one per core. But a thread that only gets idle time can
 * wait for ever on a saturated machine: the pool keeps one reserve thread at nice 10 (as before). A task not
 * answered within `esperaAntesDaReservaMs` goes to it: if it is still queued, it moves there; if a hashing
 * thread has it under way, the reserve takes a copy and the first answer wins (verifying or hashing twice gives
 * the same result). A login under saturation then waits that long more than before, and no longer; without
 * saturation the reserve never runs.
 *
 * Where the policy cannot be set (not Linux, no `chrt`), the hashing threads stay at nice 10, one core fewer
 * than the machine has (the event loop's), and the reserve is not used.
 */

export type Tarefa =
  | { op: 'hash'; senha: string; opcoes: Record<string, number> }
  | { op: 'verify'; hash: string; senha: string };

export type Classe = 'ocioso' | 'reserva';

/** What the pool needs of a worker: a Worker, or a fake in the tests. */
export interface TrabalhadorArgon2 {
  postMessage(m: unknown): void;
  on(evento: 'message', f: (m: unknown) => void): unknown;
  on(evento: 'error', f: (e: Error) => void): unknown;
  on(evento: 'exit', f: (code: number) => void): unknown;
  ref(): void;
  unref(): void;
}

/** The first message of a worker: whether it got the idle policy, and its thread id (for the tests). */
export interface MensagemPolitica {
  tipo: 'politica';
  ocioso: boolean;
  tid: number | null;
}
interface MensagemResultado {
  tipo: 'resultado';
  id: number;
  ok: boolean;
  r?: unknown;
  erro?: string;
}

// Plain JavaScript, evaluated as the worker's script (no TypeScript loader needed in the thread). Linux applies
// both the nice value and the scheduling policy to the calling thread only. `chrt` (util-linux) sets the policy;
// /proc says whether it took (field 41 of the thread's stat is its policy; 5 is SCHED_IDLE).
const CODIGO_TRABALHADOR = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
let tid = null;
let ocioso = false;
if (process.platform === 'linux') {
  try { require('node:os').setPriority(workerData.nice); } catch {}
  try { tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop()); } catch {}
  if (workerData.classe === 'ocioso' && tid) {
    try {
      require('node:child_process').execFileSync('chrt', ['--idle', '-p', '0', String(tid)], { stdio: 'ignore' });
      const stat = fs.readFileSync('/proc/thread-self/stat', 'utf8');
      ocioso = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38] === '5';
    } catch {}
  }
}
parentPort.postMessage({ tipo: 'politica', ocioso, tid });
const argon2 = require(workerData.argon2);
parentPort.on('message', (t) => {
  try {
    const r = t.op === 'hash' ? argon2.hashSync(t.senha, t.opcoes) : argon2.verifySync(t.hash, t.senha);
    parentPort.postMessage({ tipo: 'resultado', id: t.id, ok: true, r });
  } catch (err) {
    parentPort.postMessage({ tipo: 'resultado', id: t.id, ok: false, erro: String((err && err.message) || err) });
  }
});
`;

const NICE = 10;

export function criarTrabalhadorArgon2(classe: Classe): TrabalhadorArgon2 {
  return new Worker(CODIGO_TRABALHADOR, {
    eval: true,
    workerData: { argon2: createRequire(import.meta.url).resolve('@node-rs/argon2'), nice: NICE, classe },
  });
}

interface Pendente {
  id: number;
  tarefa: Tarefa;
  resolve(r: unknown): void;
  reject(e: Error): void;
  feito: boolean;
  timer: NodeJS.Timeout | null;
}

interface Estado {
  classe: Classe;
  tarefa: Pendente | null;
}

export interface OpcoesPool {
  /** Hashing threads under the idle policy: one per core. */
  tamanho: number;
  /** Where the policy cannot be set: fewer, so that one core is left to the event loop. */
  tamanhoSemPolitica: number;
  /** How long a task may go unanswered before the reserve thread also takes it. */
  esperaAntesDaReservaMs: number;
  criar?: (classe: Classe) => TrabalhadorArgon2;
}

export class PoolArgon2 {
  private readonly estados = new Map<TrabalhadorArgon2, Estado>();
  private readonly livres: Record<Classe, TrabalhadorArgon2[]> = { ocioso: [], reserva: [] };
  private readonly filas: Record<Classe, Pendente[]> = { ocioso: [], reserva: [] };
  private readonly criados: Record<Classe, number> = { ocioso: 0, reserva: 0 };
  private readonly criar: (classe: Classe) => TrabalhadorArgon2;
  private proximoId = 0;
  /** False once a hashing thread reports that it could not get the idle policy: then there is no reserve. */
  private comReserva = true;
  /** How many tasks the reserve thread answered first (the tests and the ADR's figures read it). */
  respondidasPelaReserva = 0;

  constructor(private readonly opcoes: OpcoesPool) {
    this.criar = opcoes.criar ?? criarTrabalhadorArgon2;
  }

  executar<T>(tarefa: Tarefa): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const p: Pendente = { id: this.proximoId++, tarefa, resolve: resolve as (r: unknown) => void, reject, feito: false, timer: null };
      p.timer = setTimeout(() => {
        p.timer = null;
        if (p.feito || !this.comReserva) return;
        // Still queued: it moves to the reserve. Under way on a hashing thread that gets no CPU: the reserve
        // takes a copy too.
        const i = this.filas.ocioso.indexOf(p);
        if (i !== -1) this.filas.ocioso.splice(i, 1);
        this.filas.reserva.push(p);
        this.despachar('reserva');
      }, this.opcoes.esperaAntesDaReservaMs);
      p.timer.unref();
      this.filas.ocioso.push(p);
      this.despachar('ocioso');
    });
  }

  private limite(classe: Classe): number {
    if (classe === 'reserva') return 1;
    return this.comReserva ? this.opcoes.tamanho : this.opcoes.tamanhoSemPolitica;
  }

  private despachar(classe: Classe): void {
    const fila = this.filas[classe];
    while (fila.length > 0) {
      // A task the other class already answered is dropped from this queue.
      if (fila[0]!.feito) {
        fila.shift();
        continue;
      }
      const w = this.livres[classe].pop() ?? (this.criados[classe] < this.limite(classe) ? this.novo(classe) : undefined);
      if (!w) return;
      const p = fila.shift()!;
      this.estados.get(w)!.tarefa = p;
      // A task under way keeps the process alive (a script awaiting a hash); an idle worker does not.
      w.ref();
      w.postMessage({ id: p.id, ...p.tarefa });
    }
  }

  private concluir(p: Pendente, resultado: { ok: true; r: unknown } | { ok: false; erro: Error }): void {
    if (p.feito) return;
    p.feito = true;
    if (p.timer) clearTimeout(p.timer);
    if (resultado.ok) p.resolve(resultado.r);
    else p.reject(resultado.erro);
  }

  private novo(classe: Classe): TrabalhadorArgon2 {
    this.criados[classe]++;
    const w = this.criar(classe);
    w.unref();
    this.estados.set(w, { classe, tarefa: null });
    w.on('message', (mensagem: unknown) => {
      const m = mensagem as MensagemPolitica | MensagemResultado;
      if (m.tipo === 'politica') {
        if (classe === 'ocioso' && !m.ocioso) this.comReserva = false;
        return;
      }
      const estado = this.estados.get(w)!;
      const p = estado.tarefa;
      estado.tarefa = null;
      w.unref();
      this.livres[classe].push(w);
      if (p && p.id === m.id) {
        if (!p.feito && classe === 'reserva') this.respondidasPelaReserva++;
        this.concluir(p, m.ok ? { ok: true, r: m.r } : { ok: false, erro: new Error(m.erro) });
      }
      this.despachar(classe);
    });
    let perdidoJa = false;
    const perdido = (err: Error) => {
      if (perdidoJa) return;
      perdidoJa = true;
      const estado = this.estados.get(w)!;
      this.estados.delete(w);
      const i = this.livres[classe].indexOf(w);
      if (i !== -1) this.livres[classe].splice(i, 1);
      this.criados[classe]--;
      if (estado.tarefa) this.concluir(estado.tarefa, { ok: false, erro: err });
      this.despachar(classe);
    };
    w.on('error', perdido);
    w.on('exit', (code: number) => perdido(new Error(`trabalhador argon2 saiu (${code})`)));
    return w;
  }
}

/** Hashing threads: one per core (they only take idle time), at most 4; without the idle policy, one core fewer. */
export const TAMANHO_DO_POOL = {
  tamanho: Math.max(1, Math.min(4, os.availableParallelism())),
  tamanhoSemPolitica: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
};
