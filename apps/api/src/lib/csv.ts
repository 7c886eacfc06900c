/**
 * CSV files that open right in a Brazilian spreadsheet: UTF-8 with BOM (Excel then reads the accents), ';'
 * between fields, CRLF line ends. Every CSV export of the portal writes its cells and lines through here.
 */

/** The byte order mark that goes before the header line. */
export const BOM = '\uFEFF';

/**
 * One cell: quoted when it holds the separator, a quote or a line break; a cell that a spreadsheet would run
 * as a formula (=, +, -, @, tab, CR at the start: a name typed at registration) is prefixed with ' (OWASP
 * CSV injection).
 */
export function celulaCsv(valor: string): string {
  const seguro = /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
  return /[;"\r\n]/.test(seguro) ? `"${seguro.replace(/"/g, '""')}"` : seguro;
}

/** One line of cells already made safe by celulaCsv (or known to be plain: digits, dates). */
export const linhaCsv = (celulas: readonly string[]) => `${celulas.join(';')}\r\n`;
