import pino from 'pino';

/** Bytes gathered before a write: a dozen request-log lines leave in one write instead of one write each. */
export const LOG_BUFFER_BYTES = 4096;
/** The most a line waits in the buffer when traffic is low: a timer writes out whatever is there. */
export const LOG_FLUSH_MS = 500;

export type SaidaDoLog = ReturnType<typeof pino.destination>;

/**
 * Where the server's log lines go (stdout, by default), written asynchronously and in batches (ADR 026): lines
 * gather in memory until LOG_BUFFER_BYTES or LOG_FLUSH_MS (whichever comes first) and leave in one write, off
 * the event loop. Each write through libuv's pool costs the event loop a round trip, so one write a line cost
 * more than the line itself. `flushSync` writes out what is left (on shutdown and on exit).
 */
export function criarSaidaDoLog(destino: number | string = 1, o: { bufferBytes?: number; flushMs?: number } = {}): SaidaDoLog {
  return pino.destination({
    dest: destino,
    sync: false,
    minLength: o.bufferBytes ?? LOG_BUFFER_BYTES,
    periodicFlush: o.flushMs ?? LOG_FLUSH_MS,
  });
}

/**
 * Writes out every line still in memory: waits for the write under way (a synchronous flush would not wait
 * for it, and the process may exit before the pool finishes it), then writes what is left synchronously.
 */
export async function esvaziarSaidaDoLog(saida: SaidaDoLog, limiteMs = 2000): Promise<void> {
  await new Promise<void>((resolve) => {
    const t = setTimeout(resolve, limiteMs);
    saida.flush(() => {
      clearTimeout(t);
      resolve();
    });
  });
  saida.flushSync();
}
