import {
  decodePDFRawStream,
  EncryptedPDFError,
  ParseSpeeds,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The structural check of an uploaded PDF, with a maintained parser (@cantoo/pdf-lib, the maintained fork
 * of pdf-lib) and its object model: every object is visited, those inside compressed object streams too,
 * so a script cannot hide where a scan of the raw bytes would not see it.
 *
 * - 'invalido': it does not parse (an object the parser cannot read, no catalog, no page), or it is
 *   something else behind a PDF header (an HTML page, for instance).
 * - 'protegido': it needs a password to open.
 * - 'conteudo-ativo': JavaScript (/JS, /JavaScript), automatic actions (/AA, an /OpenAction or any action
 *   that runs a script, launches a program or opens an embedded document), XFA forms (which carry scripts).
 * - 'arquivo-embutido': embedded files (/EmbeddedFiles, /EF, file attachment annotations), or a ZIP archive
 *   hidden in the file (a PDF that is also a valid ZIP).
 */
export type ResultadoPdf = 'ok' | 'invalido' | 'protegido' | 'conteudo-ativo' | 'arquivo-embutido';

/** The most a single stream may decode to while parsing (object and cross-reference streams): a deflate bomb stops here. */
export const MAX_BYTES_FLUXO_DECODIFICADO = 32 * 1024 * 1024;

/**
 * The most all the streams of one PDF may decode to, together, across every attempt to load it: many streams each
 * under the limit above would otherwise keep the event loop busy for a minute (hundreds of 32 MB inflations).
 */
export const MAX_BYTES_DECODIFICADOS_POR_PDF = 64 * 1024 * 1024;

class FluxoGrandeDemais extends Error {}

/** What is left of the current analysis's budget (each analysis runs in its own async context). */
const orcamento = new AsyncLocalStorage<{ restante: number }>();
let analisesEmCurso = 0;
const PEDIDO = Symbol('pedido');

/**
 * pdf-lib decodes object streams while parsing, into a buffer that grows as needed: 10 MB of deflate can
 * ask for gigabytes. Every decoder shares DecodeStream.ensureBuffer, reached here through a Flate decoder's
 * prototype; wrapped, it refuses to grow past MAX_BYTES_FLUXO_DECODIFICADO. Should a new version of the
 * library change this, the module fails to load (tests catch it) rather than check without the limit.
 */
function limitarDecodificacao(): void {
  const dict = PDFDict.withContext(PDFContext.create());
  dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
  // An empty zlib stream: enough to build a Flate decoder and reach its prototype chain.
  const decodificador = decodePDFRawStream(PDFRawStream.of(dict, Uint8Array.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])));
  const prototipo = Object.getPrototypeOf(Object.getPrototypeOf(decodificador)) as { ensureBuffer?: unknown };
  const original = prototipo.ensureBuffer;
  if (typeof original !== 'function') throw new Error('@cantoo/pdf-lib mudou: DecodeStream.ensureBuffer não encontrado');
  if ((original as { limitado?: boolean }).limitado) return;
  const limitado = Object.assign(
    function (this: { [PEDIDO]?: number }, pedido: number) {
      if (pedido > MAX_BYTES_FLUXO_DECODIFICADO) throw new FluxoGrandeDemais('fluxo decodificado grande demais');
      // The buffer of this decoder only grows: what it asks beyond its largest earlier request is new output.
      const anterior = this[PEDIDO] ?? 0;
      const restante = orcamento.getStore();
      if (restante && pedido > anterior) {
        restante.restante -= pedido - anterior;
        this[PEDIDO] = pedido;
        if (restante.restante < 0) throw new FluxoGrandeDemais('fluxos decodificados grandes demais no total');
      }
      return (original as (n: number) => unknown).call(this, pedido);
    },
    { limitado: true },
  );
  prototipo.ensureBuffer = limitado;
}

const nome = (s: string) => PDFName.of(s);
/** Keys whose presence alone means a script, an automatic action, an XFA form or an embedded file. */
const CHAVES_PROIBIDAS = new Map<PDFName, ResultadoPdf>([
  [nome('JS'), 'conteudo-ativo'],
  [nome('JavaScript'), 'conteudo-ativo'],
  [nome('AA'), 'conteudo-ativo'],
  [nome('XFA'), 'conteudo-ativo'],
  [nome('EmbeddedFiles'), 'arquivo-embutido'],
  [nome('EF'), 'arquivo-embutido'],
]);
/** Action types (/S) that run something or open what is inside the file. */
const ACOES_PROIBIDAS = new Set(['JavaScript', 'Launch', 'GoToE', 'ImportData', 'RichMediaExecute'].map(nome));
const TIPOS_PROIBIDOS = new Map<PDFName, ResultadoPdf>([
  [nome('EmbeddedFile'), 'arquivo-embutido'],
  [nome('FileAttachment'), 'arquivo-embutido'],
  [nome('RichMedia'), 'conteudo-ativo'],
]);
const S = nome('S');
const TYPE = nome('Type');
const SUBTYPE = nome('Subtype');

/** What an object (and the direct objects inside it) holds that is not allowed, or null. */
function proibidoEm(raiz: PDFObject): ResultadoPdf | null {
  const pilha: PDFObject[] = [raiz];
  while (pilha.length > 0) {
    const obj = pilha.pop() as PDFObject;
    const dict = obj instanceof PDFRawStream ? obj.dict : obj instanceof PDFDict ? obj : null;
    if (dict) {
      for (const [chave, valor] of dict.entries()) {
        const porChave = CHAVES_PROIBIDAS.get(chave);
        if (porChave) return porChave;
        if (chave === S && valor instanceof PDFName && ACOES_PROIBIDAS.has(valor)) return 'conteudo-ativo';
        if ((chave === TYPE || chave === SUBTYPE) && valor instanceof PDFName) {
          const porTipo = TIPOS_PROIBIDOS.get(valor);
          if (porTipo) return porTipo;
        }
        pilha.push(valor);
      }
    } else if (obj instanceof PDFArray) {
      pilha.push(...obj.asArray());
    }
  }
  return null;
}

/**
 * A ZIP archive's end record ('PK\5\6') in the last 64 KB, consistent with the file around it (its
 * comment ends within the file, its central directory lies before it): what makes a PDF open as a ZIP too.
 */
export function terminaComZip(bytes: Uint8Array): boolean {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const inicio = Math.max(0, b.length - (65_535 + 22));
  for (let i = b.length - 22; i >= inicio; i--) {
    if (b[i] !== 0x50 || b[i + 1] !== 0x4b || b[i + 2] !== 0x05 || b[i + 3] !== 0x06) continue;
    const tamanhoDiretorio = b.readUInt32LE(i + 12);
    const inicioDiretorio = b.readUInt32LE(i + 16);
    const comentario = b.readUInt16LE(i + 20);
    if (i + 22 + comentario <= b.length && inicioDiretorio + tamanhoDiretorio <= i) return true;
  }
  return false;
}

const OPCOES = { updateMetadata: false, preserveXFA: true, parseSpeed: ParseSpeeds.Fast } as const;

async function carregar(bytes: Uint8Array): Promise<PDFDocument | 'invalido' | 'protegido'> {
  try {
    return await PDFDocument.load(bytes, { ...OPCOES, throwOnInvalidObject: true });
  } catch (erro) {
    // Encrypted: its strings and object streams read as garbage until decrypted. Most "protected" PDFs
    // only restrict printing or editing and open without a password (the empty user password).
    const cifrado = erro instanceof EncryptedPDFError || (await cifradoMesmoAssim(bytes));
    if (!cifrado) return 'invalido';
    try {
      return await PDFDocument.load(bytes, { ...OPCOES, password: '' });
    } catch {
      return 'protegido';
    }
  }
}

async function cifradoMesmoAssim(bytes: Uint8Array): Promise<boolean> {
  try {
    await PDFDocument.load(bytes, { ...OPCOES, throwOnInvalidObject: false });
    return false;
  } catch (erro) {
    return erro instanceof EncryptedPDFError;
  }
}

/** Checks a whole PDF (at most the upload limit, already on the storage). Never throws: a failure to parse is 'invalido'. */
export async function analisarPdf(bytes: Uint8Array): Promise<ResultadoPdf> {
  limitarDecodificacao();
  if (terminaComZip(bytes)) return 'arquivo-embutido';
  let doc: Awaited<ReturnType<typeof carregar>>;
  analisesEmCurso++;
  try {
    doc = await orcamento.run({ restante: MAX_BYTES_DECODIFICADOS_POR_PDF }, () => carregar(bytes));
  } finally {
    // An enabled AsyncLocalStorage puts a hook on every promise the process creates, every request's too: it is
    // switched off once no analysis is under way (the next run switches it on again).
    if (--analisesEmCurso === 0) orcamento.disable();
  }
  if (typeof doc === 'string') return doc;
  try {
    if (doc.getPages().length === 0) return 'invalido';
  } catch {
    return 'invalido'; // a broken page tree
  }
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    const proibido = proibidoEm(obj);
    if (proibido) return proibido;
  }
  return 'ok';
}
