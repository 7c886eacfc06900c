/**
 * A PDF written by hand from its objects (numbered from 1, the first the catalog): the header with its binary
 * comment, the objects, an optional `recheio` before the cross-reference table (a comment, to reach an exact size),
 * a correct xref table and startxref offset. What the upload checks, and any reader, accept. Latin-1 throughout.
 */
export function pdfMinimo(objetos: readonly string[], recheio = ''): Buffer {
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objetos.map((o, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return offset;
  });
  pdf += recheio;
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
