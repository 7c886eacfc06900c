/**
 * What the portal's PDFs (request receipt, payment receipt, yearly statement) share: an A4 pdfkit document
 * loaded on first use, text the standard fonts can print, a section title, and the footer on every page.
 */

type PDFKitDocument = PDFKit.PDFDocument;

// The standard PDF fonts are encoded in WinAnsi (Windows-1252): every Portuguese letter is there, but a
// character outside it (emoji, other scripts) would print as garbage, so it becomes '?'. (Spelled out:
// Node 20's TextDecoder decodes 'windows-1252' as Latin-1.)
const WIN_ANSI = new Set([
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ',
  ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => String.fromCharCode(0xa0 + i)),
]);

/** Text the standard fonts can print: NFC, no line breaks or tabs, anything outside WinAnsi as '?'. */
export const textoPdf = (s: string) =>
  [...s.normalize('NFC').replace(/[\r\n\t]+/g, ' ')].map((c) => (WIN_ANSI.has(c) ? c : '?')).join('');

export const MARGEM = 50;
export const AZUL = '#0b3a6e';
export const CINZA = '#555555';

export interface PaginaA4 {
  doc: PDFKitDocument;
  esquerda: number;
  largura: number;
  limiteInferior(): number;
  /** A new page when `altura` points do not fit on this one. */
  garantirEspaco(altura: number): void;
  /** A section title with a rule under it. */
  secao(titulo: string, antes?: number): void;
  /** Footer on every page (`rotulo — página i de n`), then the bytes. */
  finalizar(rotulo: string): Promise<Buffer>;
}

/** Opens an A4 document (Portuguese, title in the metadata). A document is a few KB: returned whole. */
export async function abrirA4(info: { titulo: string; assunto: string }): Promise<PaginaA4> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGEM,
    bufferPages: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: { Title: textoPdf(info.titulo), Author: 'Portal unificado', Subject: textoPdf(info.assunto) },
  });
  const partes: Buffer[] = [];
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => partes.push(c));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  const esquerda = MARGEM;
  const largura = doc.page.width - 2 * MARGEM;
  const limiteInferior = () => doc.page.height - MARGEM;
  const garantirEspaco = (altura: number) => {
    if (doc.y + altura > limiteInferior()) doc.addPage();
  };
  return {
    doc,
    esquerda,
    largura,
    limiteInferior,
    garantirEspaco,
    secao(titulo, antes = 1.2) {
      garantirEspaco(60);
      doc.moveDown(antes).font('Helvetica-Bold').fontSize(12).fillColor(AZUL).text(textoPdf(titulo), esquerda, doc.y, { width: largura });
      doc
        .moveTo(esquerda, doc.y + 2)
        .lineTo(esquerda + largura, doc.y + 2)
        .lineWidth(0.5)
        .strokeColor(AZUL)
        .stroke();
      doc.moveDown(0.6).fillColor('black');
    },
    finalizar(rotulo) {
      const { start, count } = doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) {
        doc.switchToPage(i);
        const margemInferior = doc.page.margins.bottom;
        doc.page.margins.bottom = 0; // writing inside the margin must not open a new page
        doc
          .font('Helvetica')
          .fontSize(8)
          .fillColor(CINZA)
          .text(textoPdf(`${rotulo} — página ${i - start + 1} de ${count}`), esquerda, doc.page.height - MARGEM + 16, {
            width: largura,
            align: 'right',
            lineBreak: false,
          });
        doc.page.margins.bottom = margemInferior;
      }
      doc.end();
      return pronto;
    },
  };
}
