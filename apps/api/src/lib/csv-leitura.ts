/**
 * The one CSV reader of every import (registry, títulos, processes…): csv-parse underneath, streaming. UTF-8 (the
 * BOM a spreadsheet writes is dropped), ';' between fields, a header row checked against the expected columns, each
 * record with the file's own line number (the header is line 1), fields bounded in size. Problems of one line are
 * the caller's to report; problems of the file itself (header, broken quotes, not UTF-8) end the reading with an
 * ErroDeArquivoCsv.
 */
import type { Readable } from 'node:stream';
import { parse, CsvError, type Options } from 'csv-parse';
import { parse as parseSincrono } from 'csv-parse/sync';

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
  const parser = parse({ ...opcoesComuns(';'), trim: true, skip_empty_lines: true, max_record_size: opcoes.maxTamanhoRegistro ?? MAX_TAMANHO_REGISTRO });
  const alimentar = (async () => {
    const decodificador = new TextDecoder('utf-8', { fatal: true });
    try {
      for await (const pedaco of entrada as AsyncIterable<Buffer | string>) {
        const texto = typeof pedaco === 'string' ? pedaco : decodificador.decode(pedaco, { stream: true });
        if (parser.destroyed) return;
        if (!parser.write(texto)) {
          await new Promise<void>((r) => {
            const seguir = () => {
              parser.off('drain', seguir);
              parser.off('close', seguir);
              r();
            };
            parser.on('drain', seguir);
            parser.on('close', seguir);
          });
        }
      }
      decodificador.decode();
      if (!parser.destroyed) parser.end();
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
    for await (const { record, info, raw } of parser as AsyncIterable<RegistroBruto>) {
      const linha = linhaInicial(info.lines, raw);
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
    // A reading that stops early (a header error, the caller's break) leaves the feeder waiting: end it.
    if (!parser.destroyed) parser.destroy();
    await alimentar.catch(() => undefined);
  }
}

interface RegistroBruto {
  record: string[];
  info: { lines: number };
  raw: string;
}

/** The options every reading shares: csv-parse with the record's line and raw text, any line ending. */
function opcoesComuns(separador: string): Options {
  return { delimiter: separador, bom: true, info: true, raw: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] };
}

/** csv-parse gives the line where a record ends; one with line breaks inside quotes starts that many lines earlier. */
function linhaInicial(fim: number, raw: string): number {
  // The raw text may start with the blank lines skipped before the record.
  return fim - (raw.replace(/^[\r\n]+/, '').replace(/(\r\n|\n|\r)$/, '').match(/\r\n|\n|\r/g)?.length ?? 0);
}

export type ProblemaDoArquivo = 'aspas_abertas' | 'texto_depois_das_aspas' | 'ilegivel';

/**
 * The same reading for a text already in memory (a small file: the fee table, the demo seed), records with their
 * start line, blank lines kept as records of one empty field. A broken file gives its problem and line.
 */
export function registrosDoTexto(
  texto: string,
  separador: string,
): { ok: true; registros: { linha: number; campos: string[] }[] } | { ok: false; linha: number; problema: ProblemaDoArquivo } {
  let ultimaLinha = 0;
  try {
    const lidos = parseSincrono(texto, {
      ...opcoesComuns(separador),
      on_record: (registro, contexto) => {
        ultimaLinha = contexto.lines;
        return registro;
      },
    }) as unknown as RegistroBruto[];
    return { ok: true, registros: lidos.map((r) => ({ linha: linhaInicial(r.info.lines, r.raw), campos: r.record })) };
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const linha = (err as CsvError & { lines?: number }).lines ?? ultimaLinha + 1;
    if (err.code === 'CSV_QUOTE_NOT_CLOSED') return { ok: false, linha: ultimaLinha + 1, problema: 'aspas_abertas' };
    if (err.code === 'CSV_INVALID_CLOSING_QUOTE') return { ok: false, linha, problema: 'texto_depois_das_aspas' };
    return { ok: false, linha, problema: 'ilegivel' };
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
