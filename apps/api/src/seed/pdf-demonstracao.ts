/** Text for a PDF string literal in WinAnsi (Latin-1): parentheses and backslashes escaped, anything outside Latin-1 as '-'. */
const textoPdf = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page PDF (A4, Helvetica) with a title and a line: a real, small document for the demo requests.
 * Written by hand with a correct cross-reference table, so any reader (and the upload checks) accepts it.
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
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objetos.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
