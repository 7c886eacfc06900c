import { PDFDocument as PdfLib, PDFName, PDFString } from '@cantoo/pdf-lib';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import PDFKit from 'pdfkit';
import QRCode from 'qrcode';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfMinimo } from '../../../../web/e2e/pdf-minimo.js';
import { loadConfig } from '../../../src/config/env.js';
import { AppError } from '../../../src/lib/app-error.js';
import type { Armazenamento } from '../../../src/lib/armazenamento/armazenamento.js';
import { criarArmazenamento } from '../../../src/lib/armazenamento/criar-armazenamento.js';
import { analisarPdf } from '../../../src/lib/armazenamento/estrutura-pdf.js';
import { receberArquivo, type FormatoArquivo } from '../../../src/lib/armazenamento/receber-arquivo.js';
import { pdfDemonstracao } from '../../../src/seed/demo.js';
import { jpeg, pdf } from '../../helpers/arquivos.js';
import { iniciarS3Falso, type S3Falso } from '../../helpers/s3-falso.js';

/**
 * The content checks past a file's ends: an image's declared dimensions, a PDF's structure (parsed, with
 * its object model) and what it holds (scripts, automatic actions, embedded files).
 */

const MIB = 1024 * 1024;
const TODOS: FormatoArquivo[] = ['pdf', 'jpeg', 'png'];
const novaChave = () => `requerimentos/${randomUUID()}/${randomUUID()}`;
const corpoDe = (b: Buffer | Uint8Array, pedaco = 16 * 1024) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < b.length; i += pedaco) yield Buffer.from(b.subarray(i, i + pedaco));
    })(),
  );

/* ---------- PNG by hand (a huge declared size in a small file) ---------- */

const TABELA_CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (const x of b) c = (TABELA_CRC[(c ^ x) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunkPng(tipo: string, dados: Buffer): Buffer {
  const tamanho = Buffer.alloc(4);
  tamanho.writeUInt32BE(dados.length);
  const corpo = Buffer.concat([Buffer.from(tipo, 'latin1'), dados]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([tamanho, corpo, crc]);
}
/** A grayscale PNG declaring `largura` × `altura` whose data is a few all-zero rows, deflated (small whatever it declares). */
function pngDeclarando(largura: number, altura: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const dados = zlib.deflateSync(Buffer.alloc(Math.min(50 * MIB, (largura + 1) * 200)), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunkPng('IHDR', ihdr), chunkPng('IDAT', dados), chunkPng('IEND', Buffer.alloc(0))]);
}

/* ---------- PDFs ---------- */

async function pdfLib(montar: (doc: PdfLib) => void | Promise<void>, opcoes: { useObjectStreams?: boolean } = {}): Promise<Buffer> {
  const doc = await PdfLib.create();
  doc.addPage();
  await montar(doc);
  return Buffer.from(await doc.save(opcoes));
}

/** A valid PDF whose catalog has `extra` (raw PDF syntax) in its dictionary, with a correct xref. */
function pdfComCatalogo(extra: string, objetosExtras: string[] = []): Buffer {
  const objetos = [`<< /Type /Catalog /Pages 2 0 R ${extra} >>`, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>', ...objetosExtras];
  let s = '%PDF-1.7\n';
  const offsets = objetos.map((o, i) => {
    const off = s.length;
    s += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return off;
  });
  const xref = s.length;
  s += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  s += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(s, 'latin1');
}

/** A small ZIP archive (one stored file) as `zip -` writes it. */
function zip(): Buffer {
  const nome = Buffer.from('leia.txt');
  const dados = Buffer.from('conteudo escondido');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(dados), 14);
  local.writeUInt32LE(dados.length, 18);
  local.writeUInt32LE(dados.length, 22);
  local.writeUInt16LE(nome.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc32(dados), 16);
  central.writeUInt32LE(dados.length, 20);
  central.writeUInt32LE(dados.length, 24);
  central.writeUInt16LE(nome.length, 28);
  const inicioCentral = local.length + nome.length + dados.length;
  const fim = Buffer.alloc(22);
  fim.writeUInt32LE(0x06054b50, 0);
  fim.writeUInt16LE(1, 8);
  fim.writeUInt16LE(1, 10);
  fim.writeUInt32LE(central.length + nome.length, 12);
  fim.writeUInt32LE(inicioCentral, 16);
  return Buffer.concat([local, nome, dados, central, nome, fim]);
}

/**
 * A PDF that is also a ZIP: the archive inside a stream object near the end, its end record's comment
 * covering the PDF's cross-reference table and trailer (what polyglot tools make).
 */
function pdfComZip(): Buffer {
  const base = pdfComCatalogo('');
  const s = base.toString('latin1');
  const corte = s.lastIndexOf('\nxref\n') + 1;
  const antes = Buffer.from(s.slice(0, corte), 'latin1');
  const arquivo = zip();
  const objeto = Buffer.concat([Buffer.from(`4 0 obj\n<< /Length ${arquivo.length} >>\nstream\n`), arquivo]);
  // The ZIP's offsets count from the start of the file.
  const deslocamento = antes.length + objeto.length - arquivo.length;
  arquivo.writeUInt32LE(arquivo.readUInt32LE(arquivo.length - 6) + deslocamento, arquivo.length - 6);
  const ate = Buffer.concat([antes, objeto]);
  const resto = Buffer.from(`\nendstream\nendobj\n${s.slice(corte).replace(/startxref\n\d+/, `startxref\n${ate.length + 18}`)}`, 'latin1');
  ate.writeUInt16LE(resto.length, ate.length - 2); // the end record's comment length: the rest of the file
  return Buffer.concat([ate, resto]);
}

/** An object stream that inflates to 256 MB (a deflate bomb, 1000:1) inside an otherwise valid PDF. */
function pdfBomba(): Buffer {
  const bomba = zlib.deflateSync(Buffer.alloc(256 * MIB), { level: 9 });
  const base = pdfComCatalogo('');
  const s = base.toString('latin1');
  const corte = s.lastIndexOf('\nxref\n') + 1;
  const objeto = Buffer.concat([Buffer.from(`4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomba.length} >>\nstream\n`), bomba, Buffer.from('\nendstream\nendobj\n')]);
  const antes = Buffer.from(s.slice(0, corte), 'latin1');
  const xref = antes.length + objeto.length;
  return Buffer.concat([antes, objeto, Buffer.from(s.slice(corte).replace(/startxref\n\d+/, `startxref\n${xref}`), 'latin1')]);
}

/**
 * Many object streams, each inflating to 30 MB (under the per-stream limit), 300 MB in all: without a budget per
 * document, parsing it keeps the event loop busy for seconds; a 10 MB upload could hold it for a minute.
 */
function pdfMuitasBombas(): Buffer {
  const bomba = zlib.deflateSync(Buffer.alloc(30 * MIB), { level: 9 });
  const base = pdfComCatalogo('');
  const s = base.toString('latin1');
  const corte = s.lastIndexOf('\nxref\n') + 1;
  const objetos = Array.from({ length: 10 }, (_, i) =>
    Buffer.concat([Buffer.from(`${10 + i} 0 obj\n<< /Type /ObjStm /N 0 /First 0 /Filter /FlateDecode /Length ${bomba.length} >>\nstream\n`), bomba, Buffer.from('\nendstream\nendobj\n')]),
  );
  const antes = Buffer.from(s.slice(0, corte), 'latin1');
  const xref = antes.length + objetos.reduce((t, o) => t + o.length, 0);
  return Buffer.concat([antes, ...objetos, Buffer.from(s.slice(corte).replace(/startxref\n\d+/, `startxref\n${xref}`), 'latin1')]);
}

function pdfkit(opcoes: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFKit({ size: 'A4', ...opcoes });
    const partes: Buffer[] = [];
    doc.on('data', (c: Buffer) => partes.push(c));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    doc.text('Certidão de teste');
    doc.end();
  });
}

function arquivosEm(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function erroDe(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('esperava uma recusa');
}

describe('PDF structure (analisarPdf)', () => {
  it.each([
    ['the demo seed\'s PDFs', () => pdfDemonstracao('Certidão de óbito', '262 - Auxílio funeral')],
    ['the e2e tests\' small PDF', () => pdfMinimo()],
    ['the API tests\' padded PDF', () => pdf(50_000)],
    ['a pdfkit document (as our receipts)', () => pdfkit()],
    ['a pdfkit document with an owner password only (printing restricted, opens without a password)', () =>
      pdfkit({ ownerPassword: 'dono', permissions: { printing: 'lowResolution', modifying: false } })],
    ['a pdf-lib document with object streams', () => pdfLib(() => {}, { useObjectStreams: true })],
    ['a PDF opening at its first page (a destination /OpenAction)', () => pdfComCatalogo('/OpenAction [3 0 R /Fit]')],
    ['a PDF with a link to a site (a URI action)', () => pdfComCatalogo('/OpenAction << /S /URI /URI (https://www.oab.org.br) >>')],
  ])('accepts %s', async (_nome, gerar) => {
    expect(await analisarPdf(await gerar())).toBe('ok');
  });

  it.each([
    ['a PDF header followed by an HTML page with a script', () => Buffer.from('%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\nstartxref\n9\n%%EOF\n'), 'invalido'],
    ['a catalog without pages', () => Buffer.from(pdfComCatalogo('').toString('latin1').replace('/Kids [3 0 R] /Count 1', '/Kids [] /Count 0'), 'latin1'), 'invalido'],
    ['a PDF whose object cannot be parsed', () => pdfComCatalogo('', ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Widths [1 2 <<>> >> ]]] )']), 'invalido'],
    ['a PDF that needs a password to open', () => pdfkit({ userPassword: 'segredo', ownerPassword: 'dono' }), 'protegido'],
    ['document JavaScript inside a compressed object stream', () => pdfLib((d) => d.addJavaScript('aviso', 'app.alert("oi")'), { useObjectStreams: true }), 'conteudo-ativo'],
    ['an /OpenAction running JavaScript', () => pdfComCatalogo('/OpenAction << /S /JavaScript /JS (app.launchURL\\("https://x.test"\\)) >>'), 'conteudo-ativo'],
    ['a JavaScript action written with an escaped name (/J#53)', () => pdfComCatalogo('/OpenAction << /S /JavaScript /J#53 (app.alert\\(1\\)) >>'), 'conteudo-ativo'],
    ['a page with additional actions (/AA)', () => pdfComCatalogo('/AA << /WC 4 0 R >>', ['<< /S /GoTo /D [3 0 R /Fit] >>']), 'conteudo-ativo'],
    ['a Launch action (runs a program)', () => pdfComCatalogo('/OpenAction << /S /Launch /F (cmd.exe) >>'), 'conteudo-ativo'],
    ['an XFA form', () => pdfComCatalogo('/AcroForm << /Fields [] /XFA 4 0 R >>', ['<< /Length 0 >>\nstream\n\nendstream']), 'conteudo-ativo'],
    ['an embedded file (a ZIP attachment)', () => pdfLib((d) => d.attach(Buffer.from('PK\x03\x04'), 'notas.zip', { mimeType: 'application/zip' })), 'arquivo-embutido'],
    ['a file attachment annotation', () => pdfComCatalogo('', ['<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS << /Type /Filespec /F (a.zip) >> >>']), 'arquivo-embutido'],
    ['a PDF that is also a ZIP archive', pdfComZip, 'arquivo-embutido'],
    ['a deflate bomb in an object stream (256 MB from 256 KB), stopped at 32 MB', pdfBomba, 'invalido'],
    ['ten object streams of 30 MB each (each under the limit), stopped at 64 MB for the whole document', pdfMuitasBombas, 'invalido'],
  ] as const)('refuses %s', async (_nome, gerar, esperado) => {
    const arquivo = await gerar();
    const antes = process.memoryUsage();
    let pico = 0;
    const amostra = setInterval(() => (pico = Math.max(pico, process.memoryUsage().arrayBuffers - antes.arrayBuffers)), 1);
    try {
      expect(await analisarPdf(arquivo)).toBe(esperado);
    } finally {
      clearInterval(amostra);
    }
    pico = Math.max(pico, process.memoryUsage().arrayBuffers - antes.arrayBuffers);
    expect(pico).toBeLessThan(100 * MIB);
  });

  it('keeps the budget after the storage that carries it was switched off (no analysis under way), alone or alongside others', async () => {
    // The budget's storage is switched off once no analysis is under way; the next analysis switches it on.
    expect(await analisarPdf(pdfMinimo())).toBe('ok');
    expect(await analisarPdf(pdfMuitasBombas())).toBe('invalido');
    // Alongside others (a smoke check: the parser's scheduling decides whether they actually interleave).
    const [bombas, ...outros] = await Promise.all([analisarPdf(pdfMuitasBombas()), analisarPdf(pdfMinimo()), analisarPdf(pdfMinimo('outro'))]);
    expect(bombas).toBe('invalido');
    expect(outros).toEqual(['ok', 'ok']);
  });

  it('keeps a name like /JS inside a text (a string that mentions it) from counting', async () => {
    const doc = await PdfLib.create();
    doc.addPage();
    doc.setSubject('Como desativar /JavaScript e /JS no leitor');
    doc.catalog.set(PDFName.of('Lang'), PDFString.of('pt-BR'));
    expect(await analisarPdf(await doc.save())).toBe('ok');
  });
});

describe('upload content checks (receberArquivo)', () => {
  let dataDir: string;
  let armazenamento: Armazenamento;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-conteudo-'));
    armazenamento = criarArmazenamento(loadConfig({ DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await armazenamento.fechar();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true }));

  const receber = (conteudo: Buffer, formatosAceitos: readonly FormatoArquivo[] = TODOS, maxBytes = 10 * MIB) =>
    receberArquivo({ armazenamento, chave: novaChave(), corpo: corpoDe(conteudo), formatosAceitos, maxBytes });

  it('refuses a 51 KB PNG declaring 60000 × 60000 pixels, before storing anything', async () => {
    const conteudo = pngDeclarando(60_000, 60_000);
    expect(conteudo.length).toBeLessThan(64 * 1024);
    let lidos = 0;
    const corpo = corpoDe(conteudo, 1024).on('data', (c: Buffer) => (lidos += c.length));
    const erro = await erroDe(receberArquivo({ armazenamento, chave: novaChave(), corpo, formatosAceitos: TODOS, maxBytes: 10 * MIB }));
    expect(erro.statusCode).toBe(422);
    expect(erro.codigo).toBe('IMAGEM_GRANDE_DEMAIS');
    expect(erro.mensagem).toBe(
      'A imagem tem 60.000 × 60.000 pixels, mais que o limite de 50 megapixels. Reduza a resolução da imagem e envie outra vez.',
    );
    expect(lidos).toBeLessThan(8 * 1024); // decided on the first bytes
    expect(arquivosEm(dataDir)).toEqual([]);
  });

  it('refuses a JPEG declaring 65000 × 65000 pixels, found past a large EXIF block', async () => {
    const erro = await erroDe(receber(jpeg(200_000, { largura: 65_000, altura: 65_000, exif: 60_000 })));
    expect(erro.codigo).toBe('IMAGEM_GRANDE_DEMAIS');
    expect(erro.mensagem).toMatch(/^A imagem tem 65\.000 × 65\.000 pixels/);
    expect(arquivosEm(dataDir)).toEqual([]);
  });

  it('accepts images up to the pixel limit: baseline, progressive, CMYK, with EXIF; a PNG from a real encoder', async () => {
    const casos: [Buffer, FormatoArquivo][] = [
      [jpeg(50_000, { largura: 4000, altura: 3000 }), 'jpeg'],
      [jpeg(50_000, { largura: 4032, altura: 3024, progressivo: true, exif: 30_000 }), 'jpeg'],
      [jpeg(50_000, { largura: 4960, altura: 7016, cmyk: true }), 'jpeg'], // A4 scanned at 600 dpi
      [jpeg(50_000, { largura: 8000, altura: 6250, cmyk: true, progressivo: true }), 'jpeg'], // exactly 50 megapixels
      [await QRCode.toBuffer('https://portal.teste/verificar/ABC123', { type: 'png' }), 'png'],
      [pngDeclarando(5000, 5000), 'png'],
    ];
    for (const [conteudo, formato] of casos) expect((await receber(conteudo)).formato).toBe(formato);
  });

  it('the pixel limit can be set per call', async () => {
    const erro = await erroDe(
      receberArquivo({ armazenamento, chave: novaChave(), corpo: corpoDe(jpeg(10_000, { largura: 2000, altura: 1500 })), formatosAceitos: TODOS, maxBytes: MIB, maxPixels: 2_000_000 }),
    );
    expect(erro.mensagem).toBe('A imagem tem 2.000 × 1.500 pixels, mais que o limite de 2 megapixels. Reduza a resolução da imagem e envie outra vez.');
  });

  it.each([
    ['a JPEG whose scan starts before any frame header', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0]), Buffer.alloc(500, 0x11), Buffer.from([0xff, 0xd9])]), 'jpeg'],
    ['a JPEG of random bytes after its first marker', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.alloc(14, 0), Buffer.alloc(300, 0x41), Buffer.from([0xff, 0xd9])]), 'jpeg'],
    ['a PNG without IHDR first', () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunkPng('tEXt', Buffer.from('a\0b')), chunkPng('IEND', Buffer.alloc(0))]), 'png'],
  ] as const)('refuses %s as a broken image', async (_nome, gerar, formato) => {
    const erro = await erroDe(receber(gerar()));
    expect(erro.codigo).toBe('IMAGEM_INVALIDA');
    expect(erro.mensagem).toMatch(formato === 'png' ? /imagem PNG está incompleta ou corrompida/ : /imagem JPEG está incompleta ou corrompida/);
    expect(arquivosEm(dataDir)).toEqual([]);
  });

  it.each([
    ['a PDF header followed by HTML and JavaScript', () => Buffer.from('%PDF-1.4\n<html><script>fetch("/wsapp/usuario/me")</script></html>\n%%EOF\nstartxref\n9\n%%EOF\n'), 'PDF_INVALIDO', /^O PDF está incompleto ou corrompido\./],
    ['a PDF with JavaScript', () => pdfLib((d) => d.addJavaScript('a', 'app.alert(1)')), 'PDF_CONTEUDO_ATIVO', /^O PDF tem scripts ou ações automáticas, que não são aceitos\./],
    ['a PDF with a ZIP attached', () => pdfLib((d) => d.attach(zip(), 'a.zip', { mimeType: 'application/zip' })), 'PDF_ARQUIVO_EMBUTIDO', /^O PDF traz outros arquivos dentro dele/],
    ['a PDF that is also a ZIP', pdfComZip, 'PDF_ARQUIVO_EMBUTIDO', /outros arquivos/],
    ['a PDF that needs a password', () => pdfkit({ userPassword: 'x' }), 'PDF_PROTEGIDO', /^O PDF está protegido por senha\. Envie uma cópia sem senha\.$/],
  ] as const)('refuses %s and removes what was stored', async (_nome, gerar, codigo, mensagem) => {
    const erro = await erroDe(receber(await gerar(), ['pdf']));
    expect(erro.statusCode).toBe(422);
    expect(erro.codigo).toBe(codigo);
    expect(erro.mensagem).toMatch(mensagem);
    expect(arquivosEm(dataDir)).toEqual([]);
  });

  it('accepts the demo and e2e PDFs and a pdfkit one, and keeps them', async () => {
    for (const conteudo of [pdfDemonstracao('RG', '101 - Inscrição'), pdfMinimo(), await pdfkit()]) {
      const r = await receber(conteudo, ['pdf']);
      expect(fs.readFileSync(path.join(dataDir, 'uploads', r.chave)).equals(conteudo)).toBe(true);
    }
  });

  it('a 10 MB PDF (the default limit) is read back and parsed without holding more than a few copies of it', async () => {
    const conteudo = pdf(10 * MIB);
    const base = process.memoryUsage();
    let pico = 0;
    const amostra = setInterval(() => {
      const m = process.memoryUsage();
      pico = Math.max(pico, m.arrayBuffers - base.arrayBuffers + (m.heapUsed - base.heapUsed));
    }, 5);
    try {
      const r = await receber(conteudo, ['pdf'], 10 * MIB);
      expect(r.tamanho).toBe(10 * MIB);
    } finally {
      clearInterval(amostra);
    }
    // ~15 MB measured (the copy read back, the parser's objects).
    expect(pico).toBeLessThan(40 * MIB);
  });
});

describe('upload content checks on S3', () => {
  let s3: S3Falso;
  let armazenamento: Armazenamento;
  beforeAll(async () => {
    s3 = await iniciarS3Falso();
    armazenamento = criarArmazenamento(
      loadConfig({ S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: 'AKIATESTE', S3_SECRET_ACCESS_KEY: 'segredo-de-teste' }),
    );
  });
  afterAll(async () => {
    await armazenamento.fechar();
    await s3.fechar();
  });

  it('a refused PDF is deleted from the bucket after being read back', async () => {
    const erro = await erroDe(
      receberArquivo({ armazenamento, chave: novaChave(), corpo: corpoDe(await pdfLib((d) => d.addJavaScript('a', 'app.alert(1)'))), formatosAceitos: ['pdf'], maxBytes: 10 * MIB }),
    );
    expect(erro.codigo).toBe('PDF_CONTEUDO_ATIVO');
    expect(s3.objetos.size).toBe(0);
    expect(s3.requisicoes.map((q) => q.operacao)).toEqual(['PutObject', 'GetObject', 'DeleteObject']);
  });
});
