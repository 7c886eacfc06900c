/**
 * The one CSV reader of every import (registry, títulos, processes…): csv-parse underneath, streaming. UTF-8 (the
 * BOM a spreadsheet writes is dropped), ';' between fields, a header row checked against the expected columns, each
 * record with the file's own line number (the header is line 1), fields bounded in size. Problems of one line are
 * the caller's to report; problems of the file itself (header, broken quotes, not UTF-8) end the reading with an
 * ErroDeArquivoCsv.
 */
import type { Readable } from 'node:stream';
import { parse, CsvError } from 'csv-parse';

export interface RegistroCsv<C extends string> {
  /** The file's line where the record starts (header = 1). */
  linha: number;
  /** Each expected column's text (trimmed); absent columns are ''. */
  campos: Record<C, string>;
  /** How many fields the line had (the header's count when it is well formed). */
  quantidade: number;
}

export class ErroDeArquivoCsv extends Error {
  constructor(
    readonly linha: number | null,
    mensagem: string,
  ) {
    super(mensagem);
  }
}

/** The largest record accepted (bytes of text): a registry line is a few hundred. */
export const MAX_TAMANHO_REGISTRO = 8 * 1024;

const listar = (cs: readonly string[]) => cs.map((c) => `"${c}"`).join(', ');

/**
 * Reads the records of `entrada` whose header must name exactly `colunas` (any order, any case). Async iteration:
 * one record at a time, memory flat whatever the file's size.
 */
export async function* lerCsv<C extends string>(
  entrada: Readable | AsyncIterable<Buffer | string>,
  colunas: readonly C[],
  opcoes: { maxTamanhoRegistro?: number } = {},
): AsyncGenerator<RegistroCsv<C>> {
  const parser = parse({
    delimiter: ';',
    bom: true,
    info: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    max_record_size: opcoes.maxTamanhoRegistro ?? MAX_TAMANHO_REGISTRO,
  });
  const alimentar = (async () => {
    const decodificador = new TextDecoder('utf-8', { fatal: true });
    try {
      for await (const pedaco of entrada as AsyncIterable<Buffer | string>) {
        const texto = typeof pedaco === 'string' ? pedaco : decodificador.decode(pedaco, { stream: true });
        if (!parser.write(texto)) await new Promise((r) => parser.once('drain', r));
      }
      decodificador.decode();
      parser.end();
    } catch (err) {
      const mensagem =
        err instanceof TypeError
          ? 'O arquivo não está em UTF-8 (acentos não puderam ser lidos). No Excel, use "Salvar como" → "CSV UTF-8"; no LibreOffice, escolha o conjunto de caracteres "Unicode (UTF-8)".'
          : `Não foi possível ler o arquivo: ${(err as Error).message}`;
      parser.destroy(new ErroDeArquivoCsv(null, mensagem));
    }
  })();

  let indice: Record<C, number> | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; raw?: string } }>) {
      // info.lines is the line where the record ends; a quoted field with line breaks starts earlier.
      const linha = info.lines;
      if (!indice) {
        indice = conferirCabecalho(record, colunas);
        continue;
      }
      const campos = {} as Record<C, string>;
      for (const c of colunas) campos[c] = record[indice[c]] ?? '';
      yield { linha, campos, quantidade: record.length };
    }
    if (!indice) throw new ErroDeArquivoCsv(null, `O arquivo está vazio. A primeira linha deve ser o cabeçalho: ${colunas.join(';')}`);
  } catch (err) {
    if (err instanceof ErroDeArquivoCsv) throw err;
    if (err instanceof CsvError) {
      const linha = (err as CsvError & { lines?: number }).lines ?? null;
      const motivo =
        err.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'há aspas abertas que não se fecham'
          : err.code === 'CSV_MAX_RECORD_SIZE'
            ? 'a linha é grande demais (um campo com aspas sem fechar?)'
            : err.code === 'CSV_INVALID_CLOSING_QUOTE'
              ? 'há texto depois das aspas que fecham um campo (para aspas dentro do campo, use "")'
              : 'o arquivo não é um CSV legível';
      throw new ErroDeArquivoCsv(linha, `O arquivo não pôde ser lido${linha ? ` na linha ${linha}` : ''}: ${motivo}.`);
    }
    throw err;
  } finally {
    await alimentar.catch(() => undefined);
  }
}

function conferirCabecalho<C extends string>(record: string[], colunas: readonly C[]): Record<C, number> {
  const nomes = record.map((c) => c.trim().toLowerCase());
  const indice = {} as Record<C, number>;
  const desconhecidas: string[] = [];
  const repetidas: string[] = [];
  nomes.forEach((nome, i) => {
    if (!(colunas as readonly string[]).includes(nome)) desconhecidas.push(nome === '' ? '(sem nome)' : (record[i] ?? '').slice(0, 40));
    else if (indice[nome as C] !== undefined) repetidas.push(nome);
    else indice[nome as C] = i;
  });
  const faltando = colunas.filter((c) => indice[c] === undefined);
  const problemas: string[] = [];
  if (faltando.length > 0) problemas.push(`faltam as colunas ${listar(faltando)}`);
  if (desconhecidas.length > 0) problemas.push(`colunas desconhecidas ${listar(desconhecidas)}`);
  if (repetidas.length > 0) problemas.push(`colunas repetidas ${listar(repetidas)}`);
  if (problemas.length > 0) {
    throw new ErroDeArquivoCsv(1, `Cabeçalho inválido: ${problemas.join('; ')}. O cabeçalho deve ser: ${colunas.join(';')}`);
  }
  return indice;
}
