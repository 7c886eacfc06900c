import { createHash, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError } from '../app-error.js';
import type { Armazenamento } from './armazenamento.js';
import { validarChave } from './chave.js';
import { LeitorDimensoes } from './dimensoes-imagem.js';
import { analisarPdf, type ResultadoPdf } from './estrutura-pdf.js';

export type FormatoArquivo = 'pdf' | 'jpeg' | 'png' | 'xml';

export interface ArquivoRecebido {
  chave: string;
  /** Hex sha256 of the stored bytes. */
  sha256: string;
  tamanho: number;
  /** What the content is (by its bytes), whatever the file was called. */
  formato: FormatoArquivo;
  contentType: string;
}

export const FORMATOS: Record<FormatoArquivo, { rotulo: string; contentType: string; extensoes: readonly [string, ...string[]] }> = {
  pdf: { rotulo: 'PDF', contentType: 'application/pdf', extensoes: ['pdf'] },
  jpeg: { rotulo: 'JPEG', contentType: 'image/jpeg', extensoes: ['jpg', 'jpeg'] },
  png: { rotulo: 'PNG', contentType: 'image/png', extensoes: ['png'] },
  xml: { rotulo: 'XML', contentType: 'application/xml', extensoes: ['xml'] },
};

/** Bytes read before deciding the format (enough for an XML declaration after a BOM and some blank lines). */
const JANELA_INICIO = 1024;
/** Bytes kept from the end of the file to check its trailer (PDF %%EOF, JPEG EOI, PNG IEND). */
const JANELA_FIM = 2048;

const MIB = 1024 * 1024;
const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** '10 MB', '1,5 MB', '512 KB' (binary units, as file managers show them). */
export function descreverTamanho(bytes: number): string {
  if (bytes >= MIB) return `${numero.format(bytes / MIB)} MB`;
  return `${numero.format(Math.max(1, bytes / 1024))} KB`;
}

const listar = (itens: string[]) => (itens.length <= 1 ? (itens[0] ?? '') : `${itens.slice(0, -1).join(', ')} ou ${itens.at(-1)}`);

/**
 * A refusal can come before the request body was read to its end. Closing the connection after the answer
 * keeps the unread rest from being taken as the next request on a keep-alive connection (which would
 * leave that connection stuck).
 */
const fecharConexao = () => ({ headers: { connection: 'close' } });

export const arquivoGrandeDemais = (maxBytes: number) =>
  new AppError('ARQUIVO_GRANDE_DEMAIS', `O arquivo passa do limite de ${descreverTamanho(maxBytes)}.`, fecharConexao());

export const arquivoVazio = () => new AppError('ARQUIVO_VAZIO', 'O arquivo está vazio.', fecharConexao());

export function formatoNaoAceito(formatosAceitos: readonly FormatoArquivo[]): AppError {
  const rotulos = formatosAceitos.map((f) => FORMATOS[f].rotulo);
  const final =
    rotulos.length === 1 ? `O conteúdo deste arquivo não é ${rotulos[0]}.` : 'O conteúdo deste arquivo não é de nenhum desses formatos.';
  return new AppError('FORMATO_NAO_ACEITO', `Envie um arquivo ${listar(rotulos)}. ${final}`, fecharConexao());
}

const pdfInvalido = () =>
  new AppError('PDF_INVALIDO', 'O PDF está incompleto ou corrompido. Gere o arquivo de novo e envie outra vez.', fecharConexao());

const imagemInvalida = (formato: 'jpeg' | 'png') =>
  new AppError('IMAGEM_INVALIDA',
    `A imagem ${FORMATOS[formato].rotulo} está incompleta ou corrompida. Salve a imagem de novo e envie outra vez.`,
    fecharConexao(),
  );

/**
 * The most pixels an image may declare (50 megapixels: an A4 page scanned at 600 dpi has 35). A small file
 * can declare a huge image (a 51 KB PNG of 60000 × 60000 pixels) that takes gigabytes to show.
 */
export const MAX_PIXELS_IMAGEM = 50_000_000;

export const imagemGrandeDemais = (largura: number, altura: number, maxPixels: number) =>
  new AppError('IMAGEM_GRANDE_DEMAIS',
    `A imagem tem ${numero.format(largura)} × ${numero.format(altura)} pixels, mais que o limite de ${numero.format(maxPixels / 1_000_000)} megapixels. Reduza a resolução da imagem e envie outra vez.`,
    fecharConexao(),
  );

/** The refusal of a PDF that does not parse or holds what is not accepted (found once stored: the body was read to its end). */
function pdfRecusado(resultado: Exclude<ResultadoPdf, 'ok'>): AppError {
  switch (resultado) {
    case 'invalido':
      return pdfInvalido();
    case 'protegido':
      return new AppError('PDF_PROTEGIDO', 'O PDF está protegido por senha. Envie uma cópia sem senha.');
    case 'conteudo-ativo':
      return new AppError('PDF_CONTEUDO_ATIVO',
        'O PDF tem scripts ou ações automáticas, que não são aceitos. Gere o PDF de novo sem esses recursos (por exemplo, pela opção "Imprimir" > "Salvar como PDF") e envie outra vez.',
      );
    case 'arquivo-embutido':
      return new AppError('PDF_ARQUIVO_EMBUTIDO',
        'O PDF traz outros arquivos dentro dele, o que não é aceito. Envie cada documento em seu próprio arquivo.',
      );
    default: {
      const nunca: never = resultado;
      return nunca;
    }
  }
}

/** PDF checks at once (each holds a whole file in memory while parsing): others wait their turn. */
const PDFS_SIMULTANEOS = 2;
let pdfsEmAnalise = 0;
const filaPdf: (() => void)[] = [];

async function comVagaDeAnalise<T>(f: () => Promise<T>): Promise<T> {
  if (pdfsEmAnalise >= PDFS_SIMULTANEOS) await new Promise<void>((r) => filaPdf.push(r));
  else pdfsEmAnalise++;
  try {
    return await f();
  } finally {
    const proximo = filaPdf.shift();
    if (proximo) proximo();
    else pdfsEmAnalise--;
  }
}

/**
 * Reads a stored PDF back (at most `tamanho` bytes: what was counted on the way in, so never more than the
 * upload limit) and checks its structure. The stream to the storage never held the file; this holds it
 * once, for the parse, a couple at a time.
 */
async function verificarPdfGuardado(armazenamento: Armazenamento, chave: string, tamanho: number): Promise<void> {
  const resultado = await comVagaDeAnalise(async () => {
    const bytes = Buffer.allocUnsafe(tamanho);
    let lidos = 0;
    for await (const parte of await armazenamento.ler(chave)) {
      const b = paraBuffer(parte);
      if (lidos + b.length > tamanho) throw new Error(`O armazenamento devolveu mais bytes que os gravados em ${chave}`);
      b.copy(bytes, lidos);
      lidos += b.length;
    }
    if (lidos !== tamanho) throw new Error(`O armazenamento devolveu menos bytes que os gravados em ${chave}`);
    return analisarPdf(bytes);
  });
  if (resultado !== 'ok') throw pdfRecusado(resultado);
}

const PNG_ASSINATURA = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The format of a file by its first bytes, or null when it is none of ours. */
export function detectarFormato(inicio: Buffer): FormatoArquivo | null {
  if (inicio.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (inicio[0] === 0xff && inicio[1] === 0xd8 && inicio[2] === 0xff) return 'jpeg';
  if (inicio.subarray(0, 8).equals(PNG_ASSINATURA)) return 'png';
  let i = inicio.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0;
  while (i < inicio.length && (inicio[i] === 0x20 || inicio[i] === 0x09 || inicio[i] === 0x0a || inicio[i] === 0x0d)) i++;
  if (inicio.subarray(i, i + 5).toString('latin1') === '<?xml') return 'xml';
  return null;
}

/** Trailing bytes some tools pad files with (NUL, whitespace); they do not make a file broken. */
function semPreenchimentoFinal(b: Buffer): Buffer {
  let fim = b.length;
  while (fim > 0 && (b[fim - 1] === 0 || b[fim - 1] === 0x20 || b[fim - 1] === 0x0a || b[fim - 1] === 0x0d || b[fim - 1] === 0x09)) fim--;
  return b.subarray(0, fim);
}

/**
 * Whether a file of this format is complete, judged by its last bytes: a PDF ends with
 * `startxref <offset> %%EOF` (the offset inside the file), a JPEG with the EOI marker FF D9, a PNG with its
 * IEND chunk. XML has no trailer to check.
 */
export function fimValido(formato: FormatoArquivo, cauda: Buffer, tamanho: number): boolean {
  const fim = semPreenchimentoFinal(cauda);
  switch (formato) {
    case 'pdf': {
      const m = /startxref\s+(\d{1,15})\s+%%EOF$/.exec(fim.toString('latin1'));
      return m !== null && Number(m[1]) < tamanho;
    }
    case 'jpeg':
      return fim.length >= 2 && fim[fim.length - 2] === 0xff && fim[fim.length - 1] === 0xd9;
    case 'png':
      return fim.length >= PNG_IEND.length && fim.subarray(fim.length - PNG_IEND.length).equals(PNG_IEND);
    case 'xml':
      return true;
    default: {
      const nunca: never = formato;
      return nunca;
    }
  }
}

/** Counts, hashes and keeps the last JANELA_FIM bytes of what passes through; refuses the byte past the limit. */
class Inspecao {
  tamanho = 0;
  private readonly hash: Hash = createHash('sha256');
  private cauda = Buffer.alloc(0);

  constructor(private readonly maxBytes: number) {}

  passar(chunk: Buffer): void {
    this.tamanho += chunk.length;
    if (this.tamanho > this.maxBytes) throw arquivoGrandeDemais(this.maxBytes);
    this.hash.update(chunk);
    // Copies (never a view), so a big chunk is not kept alive by its last bytes.
    this.cauda =
      chunk.length >= JANELA_FIM
        ? Buffer.from(chunk.subarray(chunk.length - JANELA_FIM))
        : Buffer.concat([this.cauda, chunk]).subarray(-JANELA_FIM);
  }

  get ultimosBytes(): Buffer {
    return this.cauda;
  }

  sha256(): string {
    return this.hash.digest('hex');
  }
}

const paraBuffer = (v: unknown): Buffer =>
  Buffer.isBuffer(v) ? v : v instanceof Uint8Array ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : Buffer.from(String(v));

/** Stops reading the source (destroys the stream); its own errors do not hide the reason we stopped. */
async function fecharFonte(iterador: AsyncIterator<unknown>): Promise<void> {
  try {
    await iterador.return?.();
  } catch {
    // The source had already failed; that failure, or ours, is what the caller gets.
  }
}

/**
 * Receives one uploaded file: streams `corpo` to `armazenamento` under `chave` (a new key) while counting
 * its bytes, hashing it (sha256) and checking it. The format comes from the content (magic bytes), never
 * from the name. Refuses with an AppError, and leaves nothing stored, when the file is empty (422
 * ARQUIVO_VAZIO), of a format not in `formatosAceitos` (422 FORMATO_NAO_ACEITO), over `maxBytes` (413
 * ARQUIVO_GRANDE_DEMAIS, as soon as the byte past the limit arrives) or truncated/broken (422 PDF_INVALIDO,
 * IMAGEM_INVALIDA). Past the ends: an image declaring more than `maxPixels` (422 IMAGEM_GRANDE_DEMAIS, read
 * from its header as it passes), a PDF that does not parse, needs a password, or holds scripts, automatic
 * actions or embedded files (PDF_INVALIDO, PDF_PROTEGIDO, PDF_CONTEUDO_ATIVO, PDF_ARQUIVO_EMBUTIDO: parsed
 * once stored, read back with the byte count as its cap, and removed when refused). Memory stays bounded
 * while streaming: chunks flow through, only the first KB and the last 2 KB are kept; a PDF is then held
 * once for its parse (at most the upload limit, two PDFs at a time). A storage failure is rethrown as is
 * (a 500), after the partial object is removed.
 */
export async function receberArquivo(opts: {
  armazenamento: Armazenamento;
  chave: string;
  corpo: Readable;
  formatosAceitos: readonly FormatoArquivo[];
  maxBytes: number;
  /** The time the storage records for the file instead of the real one (anonymous report: the day only). */
  momento?: Date;
  /** Images declaring more pixels are refused (IMAGEM_GRANDE_DEMAIS); MAX_PIXELS_IMAGEM by default. */
  maxPixels?: number;
}): Promise<ArquivoRecebido> {
  const { armazenamento, chave, corpo, formatosAceitos, maxBytes, maxPixels = MAX_PIXELS_IMAGEM } = opts;
  try {
    validarChave(chave);
  } catch (erro) {
    corpo.destroy();
    throw erro;
  }
  const iterador = corpo[Symbol.asyncIterator]() as AsyncIterator<unknown>;
  const inspecao = new Inspecao(maxBytes);
  // A multipart file stream (busboy) that hit its own fileSize limit just ends, marked `truncated`: that is
  // a file over the limit, not a short file. (Give the parser a limit above maxBytes so this check is
  // only a safety net and our counter answers first.)
  const verificarTruncado = () => {
    if ((corpo as Readable & { truncated?: unknown }).truncated === true) throw arquivoGrandeDemais(maxBytes);
  };

  // Images: the dimensions their header declares, read as the bytes pass (a PNG's in its first bytes,
  // before anything is stored).
  let dimensoes: LeitorDimensoes | null = null;
  const verificarDimensoes = (chunk: Buffer) => {
    if (!dimensoes || dimensoes.concluida) return;
    dimensoes.alimentar(chunk);
    if (dimensoes.invalida) throw imagemInvalida(formato === 'png' ? 'png' : 'jpeg');
    const d = dimensoes.dimensoes;
    if (d && d.largura * d.altura > maxPixels) throw imagemGrandeDemais(d.largura, d.altura, maxPixels);
  };

  // 1. The first bytes decide the format (and so the content type the storage records) before anything is stored.
  const inicio: Buffer[] = [];
  let acabou = false;
  let formato: FormatoArquivo;
  try {
    while (inspecao.tamanho < JANELA_INICIO) {
      const r = await iterador.next();
      if (r.done) {
        acabou = true;
        verificarTruncado();
        break;
      }
      const chunk = paraBuffer(r.value);
      inspecao.passar(chunk);
      inicio.push(chunk);
    }
    if (inspecao.tamanho === 0) throw arquivoVazio();
    const detectado = detectarFormato(Buffer.concat(inicio).subarray(0, JANELA_INICIO));
    if (detectado === null || !formatosAceitos.includes(detectado)) throw formatoNaoAceito(formatosAceitos);
    formato = detectado;
    if (formato === 'png' || formato === 'jpeg') {
      dimensoes = new LeitorDimensoes(formato);
      for (const chunk of inicio) verificarDimensoes(chunk);
    }
  } catch (erro) {
    await fecharFonte(iterador);
    throw erro;
  }

  // 2. The rest flows to the storage through the same checks. An error thrown here destroys the stream the
  //    storage reads, so the storage never completes the object (no rename, no CompleteMultipartUpload).
  let falha: unknown = null;
  async function* verificado(): AsyncGenerator<Buffer> {
    let terminou = acabou;
    try {
      while (inicio.length > 0) yield inicio.shift() as Buffer;
      while (!terminou) {
        const r = await iterador.next();
        if (r.done) {
          terminou = true;
          verificarTruncado();
          break;
        }
        const chunk = paraBuffer(r.value);
        inspecao.passar(chunk);
        verificarDimensoes(chunk);
        yield chunk;
      }
      if (!fimValido(formato, inspecao.ultimosBytes, inspecao.tamanho) || (dimensoes !== null && !dimensoes.concluida)) {
        throw formato === 'pdf' ? pdfInvalido() : imagemInvalida(formato === 'png' ? 'png' : 'jpeg');
      }
    } catch (erro) {
      falha = erro;
      throw erro;
    } finally {
      if (!terminou) await fecharFonte(iterador);
    }
  }

  const contentType = FORMATOS[formato].contentType;
  try {
    await armazenamento.gravar(chave, Readable.from(verificado(), { objectMode: false }), contentType, opts.momento ? { momento: opts.momento } : undefined);
  } catch (erro) {
    await fecharFonte(iterador); // in case the storage failed before reading it all
    await armazenamento.remover(chave, opts.momento ? { momento: opts.momento } : undefined).catch(() => {});
    throw falha ?? erro;
  }

  // 3. A PDF is parsed once stored (the parser needs the whole file); refused, it is removed.
  if (formato === 'pdf') {
    try {
      await verificarPdfGuardado(armazenamento, chave, inspecao.tamanho);
    } catch (erro) {
      await armazenamento.remover(chave, opts.momento ? { momento: opts.momento } : undefined).catch(() => {});
      throw erro;
    }
  }
  return { chave, sha256: inspecao.sha256(), tamanho: inspecao.tamanho, formato, contentType };
}

const RESERVADOS = /[\\/:*?"<>|]/g;
// Control (Cc) and format (Cf) characters: CR/LF, NUL, and the bidi overrides that disguise 'fdp.exe' as 'exe.pdf'.
const INVISIVEIS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const MAX_NOME = 200;

/**
 * The display name to store for an upload: its last path part only, without control or invisible
 * characters, without characters file systems reserve, no leading dots, at most 200 characters (the
 * extension kept when cutting). 'documento' when nothing is left.
 */
export function nomeArquivoSeguro(nome: string): string {
  const ultimaParte = nome.split(/[\\/]/).at(-1) ?? '';
  let limpo = ultimaParte
    .normalize('NFC')
    .replace(INVISIVEIS, '')
    .replace(RESERVADOS, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const letras = [...limpo];
  if (letras.length > MAX_NOME) {
    const ponto = limpo.lastIndexOf('.');
    const extensao = ponto > 0 && limpo.length - ponto <= 10 ? limpo.slice(ponto) : '';
    limpo = [...limpo.slice(0, limpo.length - extensao.length)].slice(0, MAX_NOME - extensao.length).join('').trimEnd() + extensao;
  }
  return limpo || 'documento';
}

/** The name with its extension replaced by the real format's (kept when it already is one of the format's). */
export function nomeComExtensao(nome: string, formato: FormatoArquivo): string {
  const seguro = nomeArquivoSeguro(nome);
  const m = /^(.+)\.([A-Za-z0-9]{1,5})$/.exec(seguro);
  const extensoes = FORMATOS[formato].extensoes;
  if (m && extensoes.includes((m[2] as string).toLowerCase())) return seguro;
  const base = m ? (m[1] as string) : seguro;
  const extensao = `.${extensoes[0]}`;
  return [...base].slice(0, MAX_NOME - extensao.length).join('') + extensao;
}

const codificarRfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${(c.codePointAt(0) as number).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition that downloads (never displays inline) under a safe name with the real format's
 * extension: `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<percent-encoded>` (RFC 6266).
 */
export function contentDispositionSeguro(nomeOriginal: string, formato: FormatoArquivo): string {
  const nome = nomeComExtensao(nomeOriginal, formato);
  const ascii =
    nome
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\%;]/g, '_') || 'documento';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${codificarRfc5987(nome)}`;
}
