import type { Readable } from 'node:stream';

export { ArquivoNaoEncontrado, ChaveInvalida, validarChave } from './chave.js';

/**
 * Where documents are kept, by key (`requerimentos/<uuid>/<uuid>`). Two implementations chosen by
 * configuration (criar-armazenamento.ts): files under DATA_DIR/uploads (default) or S3-compatible object storage (S3_BUCKET).
 * Keys are checked by validarChave; a bad key throws ChaveInvalida.
 */
export interface Armazenamento {
  kind: 'local' | 's3';
  /** Streams `corpo` to `chave`; resolves when durable. Never buffers the whole body. If `corpo` errors, nothing is stored and the error is rethrown. */
  gravar(chave: string, corpo: Readable, contentType: string, opcoes?: OpcoesGravacao): Promise<void>;
  /** Throws ArquivoNaoEncontrado if there is nothing under `chave`. */
  ler(chave: string): Promise<Readable>;
  /** Idempotent: removing a missing key is not an error. */
  remover(chave: string, opcoes?: OpcoesGravacao): Promise<void>;
  fechar(): Promise<void>;
}

/**
 * How a write (or a removal) may be recorded. `momento`: the time the storage shows for the file and its
 * folder instead of the real one (the anonymous report keeps only the day). Local files get it as their
 * modification and access times, and so does their folder; the inode's change time (ctime) cannot be set.
 * S3 cannot set LastModified: there the key and the object carry no time and no name (see ADR 010).
 */
export interface OpcoesGravacao {
  momento?: Date;
}
