import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * pg-boss's clock of schedules (its "timekeeper"), in a worker thread of its own (ADR 026, seventh pass). Every
 * cron check (30 s), pg-boss works out each schedule's previous tick with cron-parser and luxon, in São Paulo
 * time: about 170 ms of CPU for the portal's five schedules on the shared 2-core machine, at once, on the event
 * loop of the instance that won the check — every request of that instance waited that long. Here the check runs
 * in its own thread, at a lower priority (nice 10, as the Argon2 workers). It has no connection of its own: each
 * statement it sends comes to the main thread, which runs it through the app's adapter (on PGlite, the one
 * connection there is). The main instance of pg-boss keeps everything else (queues, workers, maintenance) and
 * starts with `schedule: false`; the schedules themselves are still written by it.
 */

export interface OpcoesRelogio {
  cronMonitorIntervalSeconds: number;
  cronWorkerIntervalSeconds: number;
  /** How long `parar` lets a send under way finish. */
  esperaMs: number;
}

export interface Executor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Relogio {
  /** Stops the clock's pg-boss (what it is sending finishes) and the thread. */
  parar(): Promise<void>;
}

const NICE = 10;

// Plain JavaScript, evaluated as the worker's script (no TypeScript loader in the thread).
const CODIGO = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.nice !== null) {
  try { require('node:os').setPriority(workerData.nice); } catch {}
}
const PgBoss = require(workerData.pgBoss);
const pendentes = new Map();
let proximo = 0;
const db = {
  executeSql: (text, values) => new Promise((resolve, reject) => {
    const id = proximo++;
    pendentes.set(id, { resolve, reject });
    parentPort.postMessage({ tipo: 'sql', id, text, values });
  }),
};
const boss = new PgBoss({ db, ...workerData.opcoes, schedule: true, supervise: false, migrate: false });
const texto = (err) => String((err && err.message) || err);
boss.on('error', (err) => parentPort.postMessage({ tipo: 'erro', mensagem: texto(err), codigo: err && err.code, fila: err && err.queue }));
parentPort.on('message', async (m) => {
  if (m.tipo === 'sql') {
    const p = pendentes.get(m.id);
    pendentes.delete(m.id);
    if (!p) return;
    if (m.ok) p.resolve({ rows: m.rows });
    else p.reject(Object.assign(new Error(m.mensagem), { code: m.codigo }));
  } else if (m.tipo === 'parar') {
    try {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: workerData.esperaMs });
    } catch {}
    parentPort.postMessage({ tipo: 'parado' });
  }
});
boss.start().then(
  () => parentPort.postMessage({ tipo: 'pronto' }),
  (err) => parentPort.postMessage({ tipo: 'falhou', mensagem: texto(err) }),
);
`;

type Mensagem =
  | { tipo: 'sql'; id: number; text: string; values?: unknown[] }
  | { tipo: 'erro'; mensagem: string; codigo?: string; fila?: string }
  | { tipo: 'pronto' }
  | { tipo: 'falhou'; mensagem: string }
  | { tipo: 'parado' };

/**
 * Starts the clock; resolves once its pg-boss has started (its first check is under way), or rejects with why it
 * could not. `erro` hears what pg-boss reports later (a failed check), and the thread's end if it ever stops alone.
 */
export function iniciarRelogio(banco: Executor, opcoes: OpcoesRelogio, erro: (e: Error & { code?: string; fila?: string }) => void): Promise<Relogio> {
  const w = new Worker(CODIGO, {
    eval: true,
    workerData: {
      pgBoss: createRequire(import.meta.url).resolve('pg-boss'),
      nice: process.platform === 'linux' ? NICE : null,
      opcoes: { cronMonitorIntervalSeconds: opcoes.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: opcoes.cronWorkerIntervalSeconds },
      esperaMs: opcoes.esperaMs,
    },
  });
  let parando = false;
  let aoParar: (() => void) | null = null;
  return new Promise<Relogio>((resolve, reject) => {
    let iniciado = false;
    w.on('message', (m: Mensagem) => {
      switch (m.tipo) {
        case 'sql':
          banco.executeSql(m.text, m.values).then(
            (r) => w.postMessage({ tipo: 'sql', id: m.id, ok: true, rows: r.rows }),
            (e: Error & { code?: string }) => w.postMessage({ tipo: 'sql', id: m.id, ok: false, mensagem: e.message, codigo: e.code }),
          );
          return;
        case 'erro':
          erro(Object.assign(new Error(m.mensagem), { code: m.codigo, fila: m.fila }));
          return;
        case 'pronto':
          iniciado = true;
          resolve({
            async parar() {
              if (parando) return;
              parando = true;
              await new Promise<void>((r) => {
                aoParar = r;
                w.postMessage({ tipo: 'parar' });
              });
              await w.terminate();
            },
          });
          return;
        case 'falhou':
          parando = true;
          void w.terminate();
          reject(new Error(m.mensagem));
          return;
        case 'parado':
          aoParar?.();
          return;
      }
    });
    w.on('error', (e) => {
      if (!iniciado) reject(e);
      else erro(e);
    });
    w.on('exit', (codigo) => {
      aoParar?.();
      if (!iniciado) reject(new Error(`relógio das agendas saiu (${codigo}) antes de começar`));
      else if (!parando) erro(new Error(`relógio das agendas parou (${codigo}): as agendas não disparam até o portal reiniciar`));
    });
  });
}
