/**
 * The steps every set-based CSV import shares (processes, commission memberships; the registry's engine follows the
 * same steps by hand): read the file as a stream with the shared reader, check each line with its zod schema, load
 * the good ones into a work table in batches, let the area check the whole file against the database (each problem
 * with its line), count what would change, and write — all in one transaction, rolled back for a simulation or a
 * file with any error. The report is the one of contracts/importacao.ts.
 */
import type { Readable } from 'node:stream';
import type { ErroDaImportacao, RelatorioImportacao } from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import type { Tx } from '../db/transacao.js';
import { ErroDeArquivoCsv, lerCsv } from './csv-leitura.js';

export interface OpcoesImportacao {
  /** Check and count, write nothing. */
  simular?: boolean;
  /** Called every few thousand lines (and at the end) with how many were read. */
  aoLer?: (linhas: number) => void;
}

export type EntradaCsv = Readable | AsyncIterable<Buffer | string>;

export interface Contagem {
  novos: number;
  alterados: number;
  inalterados: number;
}

/** What an area supplies: its columns, its line schema and its set-based steps on the work tables. */
export interface PassosDaImportacao<C extends string, L> {
  colunas: readonly C[];
  linha: z.ZodType<L, Record<C, string>>;
  /** Creates the work tables (temporary, dropped on commit). */
  criarTabelas(tx: Tx): Promise<void>;
  /** Loads a batch of good lines (with their line numbers). */
  carregar(tx: Tx, lote: Array<{ linha: number; dados: L }>): Promise<void>;
  /** The problems only the whole file or the database show, each with its line. */
  conferir(tx: Tx): Promise<ErroDaImportacao[]>;
  contar(tx: Tx): Promise<Contagem>;
  gravar(tx: Tx): Promise<void>;
}

const LOTE = 1000;
const AVISO_A_CADA = 5000;

class Desfazer extends Error {}

export async function importarCsv<C extends string, L>(db: Db, entrada: EntradaCsv, passos: PassosDaImportacao<C, L>, opcoes: OpcoesImportacao = {}): Promise<RelatorioImportacao> {
  const simular = opcoes.simular ?? false;
  const relatorio: RelatorioImportacao = { simulacao: simular, gravado: false, linhasLidas: 0, novos: 0, alterados: 0, inalterados: 0, comErro: 0, erros: [] };
  const { colunas } = passos;
  try {
    await db.transaction(async (tx) => {
      await passos.criarTabelas(tx);
      const erros: ErroDaImportacao[] = [];
      let lote: Array<{ linha: number; dados: L }> = [];
      try {
        for await (const r of lerCsv<C>(entrada, colunas)) {
          relatorio.linhasLidas++;
          if (opcoes.aoLer && relatorio.linhasLidas % AVISO_A_CADA === 0) opcoes.aoLer(relatorio.linhasLidas);
          if (r.quantidade !== colunas.length) {
            erros.push({ linha: r.linha, motivo: `a linha tem ${r.quantidade} colunas; o cabeçalho tem ${colunas.length}.` });
            continue;
          }
          const lida = passos.linha.safeParse(r.campos);
          if (!lida.success) {
            erros.push({ linha: r.linha, motivo: [...new Set(lida.error.issues.map((i) => i.message))].join(' ') });
            continue;
          }
          lote.push({ linha: r.linha, dados: lida.data });
          if (lote.length >= LOTE) {
            await passos.carregar(tx, lote);
            lote = [];
          }
        }
      } catch (err) {
        if (!(err instanceof ErroDeArquivoCsv)) throw err;
        relatorio.erros = [{ linha: err.linha, motivo: err.message }];
        relatorio.comErro = 1;
        throw new Desfazer();
      }
      if (lote.length > 0) await passos.carregar(tx, lote);
      opcoes.aoLer?.(relatorio.linhasLidas);
      if (relatorio.linhasLidas === 0) {
        relatorio.erros = [{ linha: null, motivo: 'O arquivo não tem nenhuma linha abaixo do cabeçalho.' }];
        throw new Desfazer();
      }
      erros.push(...(await passos.conferir(tx)));
      if (erros.length > 0) {
        erros.sort((a, b) => (a.linha ?? 0) - (b.linha ?? 0));
        relatorio.erros = erros;
        relatorio.comErro = new Set(erros.map((e) => e.linha)).size;
        throw new Desfazer();
      }
      Object.assign(relatorio, await passos.contar(tx));
      if (simular) throw new Desfazer();
      await passos.gravar(tx);
      relatorio.gravado = true;
    });
  } catch (err) {
    if (!(err instanceof Desfazer)) throw err;
  }
  return relatorio;
}
