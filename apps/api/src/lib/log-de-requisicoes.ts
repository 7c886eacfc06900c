import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';
import { requisicaoParaLog } from './log-seguro.js';

/**
 * The request log (ADR 026): one line as each request ends — method, masked path, address (log-seguro.ts),
 * status, time and request id — at the route's log level (the anonymous report's routes log nothing).
 *
 * It costs little because nothing is built that the line does not need:
 * - each request's logger (Fastify makes one per request, a pino child) is created only when something logs
 *   through it (`loggerDaRequisicao`): most requests never do, besides this line;
 * - the line is written by Fastify's log controller as the response finishes (no `onResponse` hook), put
 *   together from the request's few fields with the root logger's own prefix (level, time, pid, hostname)
 *   and suffix, straight into the log's output — the same text pino writes for it (a test compares them), without
 *   the child, the merge object and pino's walk over it. Where the logger is configured in a way the
 *   hand-made line would not honour (formatters, mixin, redaction, hooks, another message key, a stream that
 *   wants metadata), the line goes through pino as before.
 */

const MENSAGEM = 'request completed';
const {
  chindingsSym,
  endSym,
  formattersSym,
  hooksSym,
  levelValSym,
  lsCacheSym,
  messageKeySym,
  mixinSym,
  needsMetadataGsym,
  nestedKeySym,
  serializersSym,
  streamSym,
  stringifiersSym,
  timeSym,
} = pino.symbols;
// Exported by pino, missing from its typings.
const msgPrefixSym = (pino.symbols as unknown as Record<string, symbol>).msgPrefixSym!;

/** What the hand-made line takes from the root logger; null when the line must go through pino. */
interface Molde {
  /** `{"level":30` as this logger writes the info level. */
  inicio: string;
  nivelInfo: number;
  /** Writes `,"time":…` as this logger does. */
  tempo: () => string;
  /** The root logger's bindings (`,"pid":…,"hostname":"…"`). */
  chindings: string;
  /** `,"msg":"request completed"}` and the line's end. */
  fim: string;
  saida: { write(linha: string): unknown };
}

type Pino = Record<symbol, unknown> & { levels?: { values: Record<string, number> } };

// Pino's own defaults, to tell whether a logger changes them.
const padrao = pino({ enabled: false }) as unknown as Pino;
const formatadoresPadrao = padrao[formattersSym] as Record<string, unknown>;

const moldes = new WeakMap<object, Molde | null>();

function moldeDe(raiz: FastifyBaseLogger, serializadorReq: unknown): Molde | null {
  let molde = moldes.get(raiz);
  if (molde !== undefined) return molde;
  molde = null;
  const p = raiz as unknown as Pino;
  const formatadores = p[formattersSym] as Record<string, unknown> | undefined;
  const saida = p[streamSym] as { write?: unknown; [k: symbol]: unknown } | undefined;
  const nivelInfo = p.levels?.values.info;
  const inicio = (p[lsCacheSym] as Record<number, string> | undefined)?.[nivelInfo ?? -1];
  const serializadores = p[serializersSym] as Record<string, unknown> | undefined;
  const hooks = p[hooksSym] as Record<string, unknown> | undefined;
  const stringifiers = p[stringifiersSym] as object | undefined;
  if (
    typeof nivelInfo === 'number' &&
    typeof inicio === 'string' &&
    typeof p[timeSym] === 'function' &&
    typeof p[chindingsSym] === 'string' &&
    typeof p[endSym] === 'string' &&
    typeof p[messageKeySym] === 'string' &&
    saida && typeof saida.write === 'function' && saida[needsMetadataGsym] !== true &&
    formatadores && formatadores.bindings === formatadoresPadrao.bindings && formatadores.level === formatadoresPadrao.level && !formatadores.log &&
    !p[mixinSym] && !p[nestedKeySym] && !p[msgPrefixSym] &&
    !hooks?.logMethod && !hooks?.streamWrite &&
    (!stringifiers || Object.keys(stringifiers).length === 0) &&
    serializadores?.req === serializadorReq && serializadores?.res === serializadorRes
  ) {
    const tempo = p[timeSym] as () => string;
    molde = {
      inicio,
      nivelInfo,
      tempo: () => tempo.call(raiz),
      chindings: p[chindingsSym] as string,
      fim: `,${JSON.stringify(p[messageKeySym])}:${JSON.stringify(MENSAGEM)}${p[endSym] as string}`,
      saida: saida as Molde['saida'],
    };
  }
  moldes.set(raiz, molde);
  return molde;
}

/** The response as the log shows it: its status only. */
export function serializadorRes(res: { statusCode: number }): { statusCode: number } {
  return { statusCode: res.statusCode };
}

/**
 * A request's logger that becomes a pino child (with the request id) only when something logs through it.
 * Fastify gives one to every request (`request.log`, `reply.log`); on most requests nothing but the request
 * line logs, and that line is written without it.
 */
class LoggerDaRequisicao {
  private filhoCriado: FastifyBaseLogger | undefined;
  constructor(
    readonly raiz: FastifyBaseLogger,
    readonly vinculos: Bindings,
    readonly opcoes: ChildLoggerOptions,
  ) {}

  get filho(): FastifyBaseLogger {
    return (this.filhoCriado ??= this.raiz.child(this.vinculos, this.opcoes));
  }

  /** The numeric level this request logs at (the route's, or the root logger's). */
  nivel(): number {
    if (this.filhoCriado) return (this.filhoCriado as unknown as Pino)[levelValSym] as number;
    const valores = (this.raiz as unknown as Pino).levels?.values;
    if (this.opcoes.level !== undefined) return valores?.[this.opcoes.level] ?? Infinity;
    return (this.raiz as unknown as Pino)[levelValSym] as number;
  }

  get level(): string {
    return this.filhoCriado?.level ?? this.opcoes.level ?? this.raiz.level;
  }
  set level(nivel: string) {
    this.filho.level = nivel;
  }
  get levels(): unknown {
    return (this.raiz as unknown as { levels: unknown }).levels;
  }
  fatal(...a: unknown[]): void {
    const f = this.filho;
    (f.fatal as (...a: unknown[]) => void).apply(f, a);
  }
  error(...a: unknown[]): void {
    const f = this.filho;
    (f.error as (...a: unknown[]) => void).apply(f, a);
  }
  warn(...a: unknown[]): void {
    const f = this.filho;
    (f.warn as (...a: unknown[]) => void).apply(f, a);
  }
  info(...a: unknown[]): void {
    const f = this.filho;
    (f.info as (...a: unknown[]) => void).apply(f, a);
  }
  debug(...a: unknown[]): void {
    const f = this.filho;
    (f.debug as (...a: unknown[]) => void).apply(f, a);
  }
  trace(...a: unknown[]): void {
    const f = this.filho;
    (f.trace as (...a: unknown[]) => void).apply(f, a);
  }
  silent(): void {}
  child(bindings: Bindings, opcoes?: ChildLoggerOptions): FastifyBaseLogger {
    return this.filho.child(bindings, opcoes);
  }
  isLevelEnabled(nivel: string): boolean {
    const v = (this.raiz as unknown as Pino).levels?.values[nivel];
    return v !== undefined && v >= this.nivel();
  }
  bindings(): Bindings {
    return (this.filho as unknown as { bindings(): Bindings }).bindings();
  }
  flush(cb?: (err?: Error) => void): void {
    (this.raiz as unknown as { flush(cb?: (err?: Error) => void): void }).flush(cb);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made a pino child only if something logs through it. */
export function loggerDaRequisicao(raiz: FastifyBaseLogger, bindings: Bindings, opcoes: ChildLoggerOptions): FastifyBaseLogger {
  return new LoggerDaRequisicao(raiz, bindings, opcoes) as unknown as FastifyBaseLogger;
}

const numero = (n: number) => (Number.isFinite(n) ? String(n) : 'null');

/** Writes a request's line (the serializers' fields: method, masked path, address; status; time; id). */
export function registrarRequisicao(request: FastifyRequest, reply: FastifyReply): void {
  const log = request.log as unknown;
  if (log instanceof LoggerDaRequisicao) {
    const molde = moldeDe(log.raiz, requisicaoParaLog);
    // A route with serializers of its own (none today) has its line written by pino.
    if (molde && log.opcoes.serializers === undefined) {
      if (log.nivel() > molde.nivelInfo) return;
      const r = requisicaoParaLog(request);
      molde.saida.write(
        molde.inicio +
          molde.tempo() +
          molde.chindings +
          // The child's binding (the request id under Fastify's default label), as pino would add it.
          `,"reqId":${JSON.stringify(request.id)}` +
          `,"req":{"method":${JSON.stringify(r.method)},"url":${JSON.stringify(r.url)}}` +
          `,"res":{"statusCode":${numero(reply.statusCode)}},"responseTime":${numero(reply.elapsedTime)}` +
          molde.fim,
      );
      return;
    }
  }
  request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, MENSAGEM);
}

/**
 * Fastify's log controller (the `logController` option): Fastify's own request lines stay off (we write one
 * line, not its two), and the request line is written as the response finishes.
 */
export class LogDeRequisicoes extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override requestCompleted(_erro: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    registrarRequisicao(request, reply);
  }
}
