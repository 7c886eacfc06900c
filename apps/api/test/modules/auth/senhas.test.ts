import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODIGO_TRABALHADOR, hashSenha, PoolArgon2, verificarSenha } from '../../../src/modules/auth/senhas.js';

/** The scheduling policy of each of this process's threads (field 41 of /proc/…/stat: 0 normal, 5 SCHED_IDLE). */
function politicasDasThreads(): number[] {
  return fs.readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const campos = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // After the command name, field 41 is the 39th (0-based index 38).
      return [Number(campos[38])];
    } catch {
      return [];
    }
  });
}

const temChrt = (() => {
  if (process.platform !== 'linux') return false;
  try {
    execFileSync('chrt', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const SCHED_IDLE = 5;

describe('senhas: o pool de Argon2', () => {
  it('hash e verificação conferem', async () => {
    const h = await hashSenha('uma-senha-de-teste');
    expect(h).toMatch(/^\$argon2id\$/);
    expect(await verificarSenha(h, 'uma-senha-de-teste')).toBe(true);
    expect(await verificarSenha(h, 'outra')).toBe(false);
    expect(await verificarSenha('não é um hash', 'outra')).toBe(false);
  });

  it.runIf(temChrt)('as threads que calculam o hash rodam em SCHED_IDLE (só em CPU ociosa)', async () => {
    const antes = politicasDasThreads().filter((p) => p === SCHED_IDLE).length;
    const pool = new PoolArgon2({ tamanho: 1, prazoMs: 60_000 });
    const h = await pool.executar<string>({ op: 'hash', senha: 's', opcoes: { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    expect(h).toMatch(/^\$argon2id\$/);
    expect(politicasDasThreads().filter((p) => p === SCHED_IDLE).length).toBe(antes + 1);
  });

  it('uma tarefa sem resposta no prazo vai também à thread de reserva, e vale a primeira resposta', async () => {
    // The idle-class thread (workerData.ocioso on Linux) is made to hang, as under a CPU that never idles.
    const codigo = `
      if (require('node:worker_threads').workerData.ocioso) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3000);
      ${CODIGO_TRABALHADOR}`;
    const pool = new PoolArgon2({ tamanho: 1, prazoMs: 100, codigo });
    const t0 = performance.now();
    const h = await pool.executar<string>({ op: 'hash', senha: 's', opcoes: { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    const ms = performance.now() - t0;
    expect(h).toMatch(/^\$argon2id\$/);
    if (process.platform === 'linux') expect(ms).toBeLessThan(2500);
  });

  it('sem atraso, a thread de reserva não é usada', async () => {
    // The reserve thread answers 'reserva' at once: an answer from it would be the task's result.
    const codigo = `
      const wt = require('node:worker_threads');
      if (!wt.workerData.ocioso && process.platform === 'linux') wt.parentPort.on('message', () => wt.parentPort.postMessage({ ok: true, r: 'reserva' }));
      else {
        ${CODIGO_TRABALHADOR}
      }`;
    const pool = new PoolArgon2({ tamanho: 1, prazoMs: 10_000, codigo });
    const tarefas = Array.from({ length: 4 }, (_, i) =>
      pool.executar<string>({ op: 'hash', senha: `s${i}`, opcoes: { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } }),
    );
    for (const h of await Promise.all(tarefas)) expect(h).toMatch(/^\$argon2id\$/);
  });
});
