import { pdfMinimo } from '../lib/pdf-minimo.js';

/** Text for a PDF string literal in WinAnsi (Latin-1): parentheses and backslashes escaped, anything outside Latin-1 as '-'. */
const textoPdf = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page PDF (A4, Helvetica) with a title and a line: a real, small document for the demo requests.
 * Written by hand (lib/pdf-minimo.ts), so any reader (and the upload checks) accepts it.
 */
export function pdfDemonstracao(titulo: string, linha: string): Buffer {
  const conteudo = [
    'BT /F1 16 Tf 72 770 Td',
    `(${textoPdf(titulo)}) Tj`,
    '0 -24 Td /F1 11 Tf',
    `(${textoPdf(linha)}) Tj`,
    '0 -18 Td',
    `(${textoPdf('Documento de demonstração do Portal unificado.')}) Tj`,
    'ET',
  ].join('\n');
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(conteudo, 'latin1')} >>\nstream\n${conteudo}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  return pdfMinimo(objetos);
}
