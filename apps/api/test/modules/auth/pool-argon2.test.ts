import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PoolArgon2, criarTrabalhadorArgon2, type Classe, type MensagemPolitica, type TrabalhadorArgon2 } from '../../../src/modules/auth/pool-argon2.js';

/** A worker the test answers by hand: what it was given, and a way to reply to it. */
class TrabalhadorFalso extends EventEmitter implements TrabalhadorArgon2 {
  recebidas: { id: number; op: string }[] = [];
  constructor(readonly classe: Classe) {
    super();
  }
  postMessage(m: unknown) {
    this.recebidas.push(m as { id: number; op: string });
  }
  responder(r: unknown) {
    const t = this.recebidas.at(-1)!;
    this.emit('message', { tipo: 'resultado', id: t.id, ok: true, r });
  }
  ref() {}
  unref() {}
}

function poolFalso(ocioso = true) {
  const criados: TrabalhadorFalso[] = [];
  const pool = new PoolArgon2({
    tamanho: 1,
    tamanhoSemPolitica: 1,
    esperaAntesDaReservaMs: 200,
    criar: (classe) => {
      const w = new TrabalhadorFalso(classe);
      criados.push(w);
      queueMicrotask(() => w.emit('message', { tipo: 'politica', ocioso: classe === 'reserva' ? false : ocioso, tid: 1 }));
      return w;
    },
  });
  const de = (classe: Classe) => criados.filter((w) => w.classe === classe);
  return { pool, de };
}

const verificar = { op: 'verify', hash: 'h', senha: 's' } as const;

describe('Argon2 pool: idle-policy threads with a reserve for a saturated machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a task answered in time by the idle-policy thread never reaches the reserve', async () => {
    vi.useFakeTimers();
    const { pool, de } = poolFalso();
    const r = pool.executar<boolean>(verificar);
    await vi.advanceTimersByTimeAsync(150);
    de('ocioso')[0]!.responder(true);
    await expect(r).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(de('reserva')).toHaveLength(0);
    expect(pool.respondidasPelaReserva).toBe(0);
  });

  it('a task unanswered after the wait is also given to the reserve; the first answer wins, the late one is dropped', async () => {
    vi.useFakeTimers();
    const { pool, de } = poolFalso();
    const r = pool.executar<boolean>(verificar);
    await vi.advanceTimersByTimeAsync(199);
    expect(de('reserva')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const [reserva] = de('reserva');
    expect(reserva?.recebidas).toEqual([expect.objectContaining({ op: 'verify', hash: 'h', senha: 's' })]);
    reserva!.responder(true);
    await expect(r).resolves.toBe(true);
    expect(pool.respondidasPelaReserva).toBe(1);
    // The idle thread's late answer changes nothing, and both threads take new work.
    de('ocioso')[0]!.responder(false);
    const seguinte = pool.executar<boolean>(verificar);
    de('ocioso')[0]!.responder(false);
    await expect(seguinte).resolves.toBe(false);
    expect(de('ocioso')).toHaveLength(1);
  });

  it('tasks queued behind a busy thread are served by whichever thread frees first, once each', async () => {
    vi.useFakeTimers();
    const { pool, de } = poolFalso();
    const a = pool.executar<string>({ op: 'hash', senha: 'a', opcoes: {} });
    const b = pool.executar<string>({ op: 'hash', senha: 'b', opcoes: {} });
    await vi.advanceTimersByTimeAsync(200);
    // Both waited 200 ms: the reserve takes a copy of the first (under way on the idle thread) and then the
    // second, which leaves the idle thread's queue.
    const reserva = de('reserva')[0]!;
    reserva.responder('A');
    await expect(a).resolves.toBe('A');
    reserva.responder('B');
    await expect(b).resolves.toBe('B');
    // The idle thread answers its copy of the first late, and is not given the second again.
    de('ocioso')[0]!.responder('A atrasado');
    await vi.advanceTimersByTimeAsync(0);
    expect(de('ocioso')[0]!.recebidas.map((m) => m.op)).toEqual(['hash']);
  });

  it('without the idle policy (not Linux, no chrt) there is no reserve: the threads run at nice 10 as before', async () => {
    vi.useFakeTimers();
    const { pool, de } = poolFalso(false);
    const r = pool.executar<boolean>(verificar);
    await vi.advanceTimersByTimeAsync(5000);
    expect(de('reserva')).toHaveLength(0);
    de('ocioso')[0]!.responder(true);
    await expect(r).resolves.toBe(true);
  });

  it.runIf(process.platform === 'linux')('on Linux the hashing thread really runs under SCHED_IDLE, and the reserve does not', async () => {
    const politica = (classe: Classe) =>
      new Promise<MensagemPolitica & { stat: string }>((resolve, reject) => {
        const w = criarTrabalhadorArgon2(classe) as TrabalhadorArgon2 & { terminate(): Promise<number> };
        w.on('error', reject);
        w.on('message', (m) => {
          const p = m as MensagemPolitica;
          // Read while the thread is alive: field 41 of its stat is its scheduling policy (5 = SCHED_IDLE, 0 = normal).
          const stat = fs.readFileSync(`/proc/${process.pid}/task/${p.tid}/stat`, 'utf8');
          void w.terminate().then(() => resolve({ ...p, stat }));
        });
      });
    const campo41 = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38];
    const ocioso = await politica('ocioso');
    expect(ocioso.ocioso).toBe(true);
    expect(campo41(ocioso.stat)).toBe('5');
    const reserva = await politica('reserva');
    expect(reserva.ocioso).toBe(false);
    expect(campo41(reserva.stat)).toBe('0');
  });
});
