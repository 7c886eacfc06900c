import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { problemaDaCedula, type CedulaCifradaJson, type ContextoCedula } from '@portal/contracts/votacao-cripto';

/**
 * The ballot's proofs cost ~22 ms of CPU (ADR 058): checked in a small pool of worker threads, one core fewer than
 * the machine has (at least one), so the event loop keeps answering while ballots are checked (ADR 059). The threads
 * run at the process's priority: at nice 10 (as the password pool's reserve, ADR 031) a loaded machine starved them
 * to under one ballot a second (bench:votacao, ADR 059's measurements). If a thread cannot start or dies, the ballot
 * is checked inline: slower for everyone, never refused for that reason.
 */
const TAMANHO = Math.max(1, Math.min(4, os.availableParallelism() - 1));

interface Tarefa {
  id: number;
  ctx: ContextoCedula;
  cedula: CedulaCifradaJson;
  resolve(problema: string | null): void;
  reject(err: Error): void;
}

class PoolDeCedulas {
  private readonly livres: Worker[] = [];
  private readonly ocupados = new Map<Worker, Tarefa>();
  private readonly fila: Tarefa[] = [];
  private criados = 0;
  private proximo = 1;
  private quebrado = false;

  estado(): { trabalhadores: number; inline: boolean } {
    return { trabalhadores: this.criados, inline: this.quebrado };
  }

  verificar(ctx: ContextoCedula, cedula: CedulaCifradaJson): Promise<string | null> {
    if (this.quebrado) return Promise.resolve(problemaDaCedula(ctx, cedula));
    return new Promise<string | null>((resolve, reject) => {
      this.fila.push({ id: this.proximo++, ctx, cedula, resolve, reject });
      this.despachar();
    }).catch(() => problemaDaCedula(ctx, cedula));
  }

  private despachar(): void {
    while (this.fila.length > 0) {
      const w = this.livres.pop() ?? (this.criados < TAMANHO ? this.novo() : undefined);
      if (!w) return;
      const t = this.fila.shift()!;
      this.ocupados.set(w, t);
      w.ref();
      w.postMessage({ id: t.id, ctx: t.ctx, cedula: t.cedula });
    }
  }

  private novo(): Worker | undefined {
    let w: Worker;
    try {
      w = new Worker(new URL('./verificar-cedula.trabalhador.mjs', import.meta.url));
    } catch {
      this.quebrado = true;
      for (const t of this.fila.splice(0)) t.reject(new Error('sem trabalhador'));
      return undefined;
    }
    this.criados++;
    w.unref();
    let respondeu = false;
    w.on('message', (m: { id: number; problema?: string | null; erro?: string }) => {
      respondeu = true;
      const t = this.ocupados.get(w);
      this.ocupados.delete(w);
      w.unref();
      this.livres.push(w);
      if (t) {
        if (m.erro !== undefined) t.reject(new Error(m.erro));
        else t.resolve(m.problema ?? null);
      }
      this.despachar();
    });
    let perdido = false;
    const perder = (err: Error) => {
      if (perdido) return;
      perdido = true;
      this.criados--;
      // A thread that dies before its first answer cannot start here: check inline from now on rather than pay a
      // thread start for every ballot.
      if (!respondeu) this.quebrado = true;
      const t = this.ocupados.get(w);
      this.ocupados.delete(w);
      const i = this.livres.indexOf(w);
      if (i !== -1) this.livres.splice(i, 1);
      t?.reject(err);
      this.despachar();
    };
    w.on('error', perder);
    w.on('exit', (code) => perder(new Error(`trabalhador de cédulas saiu (${code})`)));
    return w;
  }
}

const pool = new PoolDeCedulas();

/** For the tests: how many threads are up and whether the pool gave up on threads (checks inline). */
export function estadoDoPoolDeCedulas(): { trabalhadores: number; inline: boolean } {
  return pool.estado();
}

/** problemaDaCedula off the event loop: a message in Portuguese, or null when every proof checks. */
export function verificarCedula(ctx: ContextoCedula, cedula: CedulaCifradaJson): Promise<string | null> {
  return pool.verificar(ctx, cedula);
}
