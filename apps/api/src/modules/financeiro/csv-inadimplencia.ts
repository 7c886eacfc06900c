/**
 * The defaulters list as a CSV that opens right in a Brazilian spreadsheet: UTF-8 with BOM (Excel then reads
 * the accents), ';' between fields, money as 1234,56, dates as dd/mm/aaaa. Written in slices as the client
 * reads it, never as one big string.
 */
import { formatarDataBr, type Inadimplente } from '@portal/contracts';
import { Readable } from 'node:stream';
import { BOM, celulaCsv, linhaCsv } from '../../lib/csv.js';

// The amount is the principal of the overdue títulos (no fine or interest): the header says so.
const CABECALHO = ['Nome', 'CPF', 'Inscrição', 'Títulos vencidos', 'Principal em aberto (R$)', 'Maior atraso (dias)', 'Vencimento mais antigo'];
/** Rows per chunk written to the response. */
const LINHAS_POR_PEDACO = 500;

/** 123456 → '1234,56' (no thousands separator: a spreadsheet reads it as a number). */
export function valorCsv(centavos: number): string {
  const inteiro = Math.trunc(centavos / 100);
  return `${inteiro},${String(Math.abs(centavos % 100)).padStart(2, '0')}`;
}

export { celulaCsv };

const linha = linhaCsv;

function linhaDe(i: Inadimplente): string {
  return linha([
    celulaCsv(i.nome),
    i.cpf,
    celulaCsv(i.inscricao ?? ''),
    String(i.titulos),
    valorCsv(i.totalCentavos),
    String(i.maiorAtrasoDias),
    formatarDataBr(i.vencimentoMaisAntigo),
  ]);
}

function* pedacos(itens: readonly Inadimplente[]): Generator<string> {
  yield `${BOM}${linha(CABECALHO)}`;
  for (let i = 0; i < itens.length; i += LINHAS_POR_PEDACO) {
    yield itens
      .slice(i, i + LINHAS_POR_PEDACO)
      .map(linhaDe)
      .join('');
  }
}

/** The CSV body as a stream (backpressure: the next slice is written when the client took the last). */
export function csvInadimplencia(itens: readonly Inadimplente[]): Readable {
  return Readable.from(pedacos(itens), { objectMode: false });
}
