import pino from 'pino';

/** Bytes gathered before a write: a dozen request-log lines leave in one write instead of one write each. */
export const LOG_BUFFER_BYTES = 4096;
/** The most a line waits in the buffer when traffic is low: a timer writes out whatever is there. */
export const LOG_FLUSH_MS = 500;

type Destino = ReturnType<typeof pino.destination>;

/**
 * Where the server's log lines go (stdout, by default), written asynchronously and in batches (ADR 026): lines
 * gather in memory until LOG_BUFFER_BYTES or LOG_FLUSH_MS (whichever comes first) and leave in one write, off
 * the event loop. Each write through libuv's pool costs the event loop a round trip, so one write a line cost
 * more than the line itself.
 *
 * The lines gather here, in a list, and reach pino's destination (sonic-boom, which does the writing) a batch at
 * a time: sonic-boom appends each string it is given to the text it holds and measures that text's byte length
 * on every append, which copies the whole batch so far into a new string each time — kilobytes of garbage per
 * line, a few microseconds of CPU a request on the busy server.
 */
export class SaidaDoLog {
  private linhas: string[] = [];
  private tamanho = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    /** Pino's destination: it writes what it is given, asynchronously, one write at a time. */
    readonly destino: Destino,
    private readonly bytesPorLote: number,
    flushMs: number,
  ) {
    // Every tick, as the destination's own `periodicFlush` did: it may also hold a batch of its own (one that
    // arrived while it was writing, and that it leaves for the next write when it is not over `minLength`).
    this.timer = setInterval(() => {
      if ((this.destino as Destino & { destroyed?: boolean }).destroyed) return;
      this.entregar();
      this.destino.flush();
    }, flushMs);
    this.timer.unref();
  }

  write(linha: string): boolean {
    this.linhas.push(linha);
    // Characters, not bytes: never more than the bytes, so a batch handed over is at least the destination's
    // minimum and leaves at once.
    this.tamanho += linha.length;
    if (this.tamanho >= this.bytesPorLote) this.entregar();
    return true;
  }

  /** Writes out what is gathered; `cb` when the destination has written everything it holds. */
  flush(cb?: (err?: Error) => void): void {
    this.entregar();
    this.destino.flush(cb);
  }

  /** Writes out, synchronously, whatever is left (on exit). */
  flushSync(): void {
    this.entregar();
    this.destino.flushSync();
  }

  destroy(): void {
    clearInterval(this.timer);
    this.destino.destroy();
  }

  private entregar(): void {
    if (this.tamanho === 0) return;
    const lote = this.linhas.length === 1 ? this.linhas[0]! : this.linhas.join('');
    this.linhas = [];
    this.tamanho = 0;
    this.destino.write(lote);
  }
}

/** The server's log output: to stdout (fd 1), or a file (tests). `flushSync` writes out what is left (on exit). */
export function criarSaidaDoLog(destino: number | string = 1, o: { bufferBytes?: number; flushMs?: number } = {}): SaidaDoLog {
  const bytes = o.bufferBytes ?? LOG_BUFFER_BYTES;
  // The destination holds what it is given until it has `minLength` bytes: only a whole batch, or a flush
  // (the timer's, shutdown's), makes it write.
  return new SaidaDoLog(pino.destination({ dest: destino, sync: false, minLength: bytes }), bytes, o.flushMs ?? LOG_FLUSH_MS);
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
