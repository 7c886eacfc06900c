/**
 * The one-file multipart upload every module shares (a request's document, a process's document): the file
 * part is handed over as a stream, never buffered; what busboy or @fastify/multipart say about a broken body
 * becomes the client's error; and a downloaded file goes out with the same safe headers everywhere.
 */
import multipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import { arquivoGrandeDemais } from './receber-arquivo.js';

/**
 * Makes a route module accept multipart/form-data (ADR 026, sixth pass). Called at the top of the modules that
 * receive a file, so @fastify/multipart's parser and its two hooks (an async `onRequest` that adds a 'close'
 * listener, an async `onResponse` that cleans saved temp files, which the portal never saves) run on their
 * routes only, not on every request of the API. Elsewhere a multipart body is refused as any other non-JSON
 * one (415 TIPO_NAO_SUPORTADO, error-handler.ts) before the handler runs. Documents arrive one file per request
 * (field 'arquivo'); the routes read the stream themselves (never buffered) and pass their own file-size limit:
 * these are the outer bounds.
 */
export async function aceitarArquivos(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fields: 5, fieldNameSize: 100, fieldSize: 1024, files: 1, parts: 6, headerPairs: 50 },
  });
}

export const naoMultipart = () => new AppError('TIPO_NAO_SUPORTADO', 'Envie o arquivo como formulário (multipart/form-data), no campo "arquivo".');
export const umArquivoPorVez = () => new AppError('UM_ARQUIVO_POR_VEZ', 'Envie um arquivo por vez, no campo "arquivo".');
export const envioIncompleto = () => new AppError('ENVIO_INCOMPLETO', 'O arquivo chegou incompleto. Envie de novo.');

const ERRO_MULTIPART: Record<string, () => AppError> = {
  FST_FILES_LIMIT: umArquivoPorVez,
  FST_PARTS_LIMIT: umArquivoPorVez,
  FST_FIELDS_LIMIT: umArquivoPorVez,
  FST_PROTO_VIOLATION: envioIncompleto,
  FST_INVALID_JSON_FIELD_ERROR: envioIncompleto,
  FST_INVALID_MULTIPART_CONTENT_TYPE: naoMultipart,
  FST_MP_PREMATURE_CLOSE: envioIncompleto,
};
// What busboy says about a broken or cut multipart body.
const FALHA_DE_FORMULARIO = /unexpected end of (form|multipart data)|part terminated early|malformed part header|multipart: boundary not found|premature close/i;

/** A multipart or busboy failure as the client's error; anything else (storage, database) is rethrown as is. */
export function traduzirErroDeEnvio(erro: unknown, maxBytes: number): unknown {
  if (erro instanceof AppError) return erro;
  const e = erro as { code?: unknown; message?: unknown } | null;
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE') return arquivoGrandeDemais(maxBytes);
  const porCodigo = typeof e?.code === 'string' ? ERRO_MULTIPART[e.code] : undefined;
  if (porCodigo) return porCodigo();
  if (typeof e?.message === 'string' && FALHA_DE_FORMULARIO.test(e.message)) return envioIncompleto();
  return erro;
}

export interface ArquivoRecebido {
  nomeArquivo: string;
  corpo: Readable;
  /** Reads what follows the file (plain fields only): a second file voids the upload. Call it once the file is stored. */
  aposReceber: () => Promise<void>;
}

/**
 * Reads a multipart/form-data upload of one file in the field 'arquivo' and hands it to `anexar`. Not multipart
 * → 415; no file → 422 ARQUIVO_AUSENTE; another field name → 422 CAMPO_ARQUIVO; two files → 422
 * UM_ARQUIVO_POR_VEZ; over `maxBytes` → 413 (`anexar` removes what it stored when it throws).
 */
export async function lerArquivoUnico<T>(req: FastifyRequest, maxBytes: number, anexar: (a: ArquivoRecebido) => Promise<T>): Promise<T> {
  if (!req.isMultipart()) throw naoMultipart();
  const partes = req.parts({ limits: { fileSize: maxBytes + 1, files: 1 } })[Symbol.asyncIterator]();
  try {
    for (;;) {
      const r = await partes.next();
      if (r.done) break;
      const parte = r.value;
      if (parte.type !== 'file') continue;
      if (parte.fieldname !== 'arquivo') {
        parte.file.destroy();
        throw new AppError('CAMPO_ARQUIVO', 'Envie o arquivo no campo "arquivo".');
      }
      return await anexar({
        nomeArquivo: parte.filename,
        corpo: parte.file,
        aposReceber: async () => {
          for (;;) {
            const proxima = await partes.next();
            if (proxima.done) return;
            if (proxima.value.type === 'file') {
              proxima.value.file.destroy();
              throw umArquivoPorVez();
            }
          }
        },
      });
    }
  } catch (erro) {
    throw traduzirErroDeEnvio(erro, maxBytes);
  }
  throw new AppError('ARQUIVO_AUSENTE', 'Escolha o arquivo para enviar (campo "arquivo").');
}

export interface ArquivoParaEnviar {
  corpo: Readable;
  contentType: string;
  contentDisposition: string;
  tamanho: number;
}

/** Sends a stored file: its type and name, no sniffing, no caching, and a CSP that runs nothing inside it. */
export function responderComArquivo(reply: FastifyReply, a: ArquivoParaEnviar) {
  return reply
    .header('content-type', a.contentType)
    .header('content-disposition', a.contentDisposition)
    .header('content-length', String(a.tamanho))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(a.corpo);
}
