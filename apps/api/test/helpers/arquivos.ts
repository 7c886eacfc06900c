import { randomBytes } from 'node:crypto';
import { pdfMinimo } from '../../src/lib/pdf-minimo.js';

/**
 * A valid one-page PDF of exactly `tamanho` bytes (a comment pads it): catalog, page tree, page, a correct
 * cross-reference table and startxref offset. What the upload checks (and any reader) accept.
 */
export function pdf(tamanho = 4000): Buffer {
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  const comentario = (n: number) => `%${'x'.repeat(Math.max(0, n - 2))}\n`;
  let recheio = 2;
  for (let i = 0; i < 3; i++) recheio += tamanho - pdfMinimo(objetos, comentario(recheio)).length;
  if (recheio < 2) throw new Error('PDF pequeno demais');
  return pdfMinimo(objetos, comentario(recheio));
}

const segmento = (marcador: number, corpo: Buffer) => {
  const cabeca = Buffer.alloc(4);
  cabeca.writeUInt16BE(0xff00 | marcador, 0);
  cabeca.writeUInt16BE(corpo.length + 2, 2);
  return Buffer.concat([cabeca, corpo]);
};

export interface OpcoesJpeg {
  largura?: number;
  altura?: number;
  /** SOF2 instead of SOF0. */
  progressivo?: boolean;
  /** Four components and Adobe's APP14 marker, as CMYK scans are. */
  cmyk?: boolean;
  /** An EXIF block (APP1) of this many bytes before the frame header, as cameras write. */
  exif?: number;
}

/**
 * A JPEG of about `tamanho` bytes with the structure the checks read: SOI, APP0 (JFIF) or APP14 (Adobe),
 * maybe APP1 (EXIF), DQT, the frame header (SOF0 or SOF2) with its dimensions, SOS, entropy-coded bytes
 * (random, without 0xFF) and EOI.
 */
export function jpeg(tamanho = 3000, o: OpcoesJpeg = {}): Buffer {
  const { largura = 640, altura = 480, progressivo = false, cmyk = false, exif = 0 } = o;
  const componentes = cmyk ? 4 : 3;
  const quadro = Buffer.alloc(6 + componentes * 3);
  quadro.writeUInt8(8, 0);
  quadro.writeUInt16BE(altura, 1);
  quadro.writeUInt16BE(largura, 3);
  quadro.writeUInt8(componentes, 5);
  for (let c = 0; c < componentes; c++) quadro.set([c + 1, 0x11, 0], 6 + c * 3);
  const cabeca = Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    cmyk ? segmento(0xee, Buffer.from('Adobe\x00\x64\x00\x00\x00\x00\x02', 'latin1')) : segmento(0xe0, Buffer.from('JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00', 'latin1')),
    exif > 0 ? segmento(0xe1, Buffer.concat([Buffer.from('Exif\x00\x00', 'latin1'), Buffer.alloc(exif, 0xff)])) : Buffer.alloc(0),
    segmento(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segmento(progressivo ? 0xc2 : 0xc0, quadro),
    segmento(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
  ]);
  const dados = randomBytes(Math.max(16, tamanho - cabeca.length - 2));
  for (let i = 0; i < dados.length; i++) if (dados[i] === 0xff) dados[i] = 0xfe;
  return Buffer.concat([cabeca, dados, Buffer.from([0xff, 0xd9])]);
}
