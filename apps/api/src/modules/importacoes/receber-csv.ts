/**
 * The uploaded CSV, streamed to the storage (never held whole): counted against the limit, refused when empty or
 * when it is not text (a spreadsheet, a PDF, an image), before the engine reads it back for the preview.
 */
import { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error.js';
import type { Armazenamento } from '../../lib/armazenamento/armazenamento.js';
import { arquivoGrandeDemais } from '../../lib/armazenamento/receber-arquivo.js';

/** Bytes looked at before deciding the file is text. */
const JANELA = 4096;

export const naoEhCsv = () =>
  new AppError('FORMATO_NAO_ACEITO',
    'Envie um arquivo CSV (texto separado por ponto e vírgula). Este arquivo não é texto: se for uma planilha, no Excel use "Salvar como" → "CSV UTF-8".',
    { headers: { connection: 'close' } },
  );

export const nomeNaoCsv = () =>
  new AppError('FORMATO_NAO_ACEITO', 'Envie um arquivo .csv (texto separado por ponto e vírgula, exportado como "CSV UTF-8").', {
    headers: { connection: 'close' },
  });

export const csvVazio = () => new AppError('ARQUIVO_VAZIO', 'O arquivo está vazio. Envie o CSV com o cabeçalho e uma linha para cada registro.');

/** Whether the first bytes look like text: no NUL byte and none of the binary signatures staff send by mistake. */
export function pareceTexto(inicio: Buffer): boolean {
  if (inicio.includes(0)) return false;
  const assinatura = inicio.subarray(0, 4).toString('latin1');
  // ZIP (xlsx, ods), PDF, the old Office format, PNG, JPEG.
  return !['PK\x03\x04', '%PDF', '\xD0\xCF\x11\xE0', '\x89PNG'].includes(assinatura) && !(inicio[0] === 0xff && inicio[1] === 0xd8);
}

const paraBuffer = (v: unknown): Buffer => (Buffer.isBuffer(v) ? v : Buffer.from(v as Uint8Array));

/** Streams `corpo` to `chave`; returns its size. On any refusal nothing stays stored. */
export async function guardarCsv(armazenamento: Armazenamento, chave: string, corpo: Readable, maxBytes: number): Promise<number> {
  let tamanho = 0;
  let inicio = Buffer.alloc(0);
  let decidido = false;
  async function* verificado(): AsyncGenerator<Buffer> {
    for await (const parte of corpo) {
      const chunk = paraBuffer(parte);
      tamanho += chunk.length;
      if (tamanho > maxBytes) throw arquivoGrandeDemais(maxBytes);
      if (!decidido) {
        inicio = Buffer.concat([inicio, chunk]);
        if (inicio.length < JANELA) continue;
        if (!pareceTexto(inicio)) throw naoEhCsv();
        decidido = true;
        yield inicio;
        continue;
      }
      yield chunk;
    }
    if ((corpo as Readable & { truncated?: boolean }).truncated) throw arquivoGrandeDemais(maxBytes);
    if (!decidido) {
      if (inicio.length === 0 || inicio.toString('utf8').replace(/^\uFEFF/, '').trim() === '') throw csvVazio();
      if (!pareceTexto(inicio)) throw naoEhCsv();
      yield inicio;
    }
  }
  let falha: unknown = null;
  const fonte = Readable.from(
    (async function* () {
      try {
        yield* verificado();
      } catch (erro) {
        falha = erro;
        throw erro;
      }
    })(),
    { objectMode: false },
  );
  try {
    await armazenamento.gravar(chave, fonte, 'text/csv');
  } catch (erro) {
    corpo.destroy();
    await armazenamento.remover(chave).catch(() => {});
    throw falha ?? erro;
  }
  return tamanho;
}
