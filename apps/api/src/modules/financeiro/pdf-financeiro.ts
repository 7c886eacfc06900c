/**
 * What the finance PDFs (receipt, yearly statement) share: an A4 page with the portal's header, label/value
 * fields, a simple table and a footer on every page. pdfkit is loaded on first use, as in lib/comprovante-pdf.
 */
import { formatarDataHora } from '../../lib/comprovante-pdf.js';
import { abrirA4, AZUL, CINZA, MARGEM, textoPdf } from '../../lib/pdf-a4.js';

export { formatarDataHora };

type PDFKitDocument = PDFKit.PDFDocument;


export interface Coluna {
  titulo: string;
  largura: number;
  alinhar?: 'left' | 'right';
}

export interface DocumentoFinanceiro {
  doc: PDFKitDocument;
  esquerda: number;
  largura: number;
  /** A label (small, grey, upper case) and its value below it. */
  campo(rotulo: string, valor: string, destaque?: boolean): void;
  /** A section title with a rule under it. */
  secao(titulo: string): void;
  /** A table row; the header row is repeated on a new page. */
  linhaTabela(colunas: readonly Coluna[], celulas: readonly string[], negrito?: boolean): void;
  /** A paragraph of running text. */
  paragrafo(texto: string, opcoes?: { tamanho?: number; cor?: string }): void;
  /** Footer on every page (`rotulo — página i de n`), then the bytes. */
  finalizar(rotulo: string): Promise<Buffer>;
}

/**
 * Opens an A4 document with the header 'Portal unificado — OAB' and the document's title and subtitle.
 * `titulo` also goes to the PDF metadata.
 */
export async function novoDocumentoFinanceiro(titulo: string, subtitulo: string): Promise<DocumentoFinanceiro> {
  const pagina = await abrirA4({ titulo, assunto: titulo });
  const { doc, esquerda, largura, limiteInferior, garantirEspaco } = pagina;

  doc.font('Helvetica-Bold').fontSize(10).fillColor(CINZA).text('Portal unificado — Ordem dos Advogados do Brasil', esquerda, MARGEM, { width: largura });
  doc.moveDown(0.2).font('Helvetica-Bold').fontSize(18).fillColor(AZUL).text(textoPdf(titulo), { width: largura });
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(CINZA).text(textoPdf(subtitulo), { width: largura });
  doc
    .moveTo(esquerda, doc.y + 6)
    .lineTo(esquerda + largura, doc.y + 6)
    .lineWidth(1)
    .strokeColor(AZUL)
    .stroke();
  doc.moveDown(1.2).fillColor('black');

  const linhaTabela = (colunas: readonly Coluna[], celulas: readonly string[], negrito = false) => {
    doc.font(negrito ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor('black');
    const textos = celulas.map(textoPdf);
    const alturas = textos.map((c, i) => doc.heightOfString(c, { width: (colunas[i]?.largura ?? 0) - 6 }));
    const altura = Math.max(...alturas) + 6;
    if (doc.y + altura > limiteInferior()) {
      doc.addPage();
      if (!negrito) linhaTabela(colunas, colunas.map((c) => c.titulo), true);
      doc.font(negrito ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    }
    const y = doc.y;
    let x = esquerda;
    textos.forEach((c, i) => {
      const col = colunas[i];
      const w = col?.largura ?? 0;
      doc.text(c, x + 3, y + 3, { width: w - 6, align: col?.alinhar ?? 'left' });
      x += w;
    });
    doc
      .moveTo(esquerda, y + altura)
      .lineTo(esquerda + largura, y + altura)
      .lineWidth(negrito ? 0.75 : 0.25)
      .strokeColor(negrito ? '#777777' : '#bbbbbb')
      .stroke();
    doc.y = y + altura;
    doc.x = esquerda;
  };

  return {
    doc,
    esquerda,
    largura,
    campo(rotulo, valor, destaque = false) {
      garantirEspaco(34);
      doc.font('Helvetica-Bold').fontSize(8).fillColor(CINZA).text(textoPdf(rotulo).toUpperCase(), esquerda, doc.y, { width: largura });
      doc
        .font(destaque ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(destaque ? 13 : 11)
        .fillColor('black')
        .text(textoPdf(valor), { width: largura });
      doc.moveDown(0.45);
    },
    secao: (t) => pagina.secao(t, 0.8),
    linhaTabela,
    paragrafo(texto, opcoes = {}) {
      garantirEspaco(30);
      doc
        .font('Helvetica')
        .fontSize(opcoes.tamanho ?? 10)
        .fillColor(opcoes.cor ?? 'black')
        .text(textoPdf(texto), esquerda, doc.y, { width: largura });
      doc.moveDown(0.5);
    },
    finalizar: (rotulo) => pagina.finalizar(rotulo),
  };
}
